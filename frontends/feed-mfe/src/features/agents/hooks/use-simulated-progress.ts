import type { AgentFeedProgress } from '@agora/contracts';
import { type Dispatch, type RefObject, type SetStateAction, useEffect } from 'react';
import { type GenerationProgress, SIMULATED_STEP_MS } from '../lib/generation-progress-state';
import { simulatedStep, stageOf } from '../lib/progress';

/**
 * While a generation runs and the server has been silent for two steps (no live update queued),
 * the progress rises randomly in steps, as the spec says.
 */
export function useSimulatedProgress(
  open: boolean,
  current: RefObject<string | null>,
  lastLive: RefObject<number>,
  pending: RefObject<AgentFeedProgress[]>,
  setState: Dispatch<SetStateAction<GenerationProgress>>,
) {
  useEffect(() => {
    if (!open || current.current === null) return undefined;
    const timer = setInterval(() => {
      const silent = Date.now() - lastLive.current > SIMULATED_STEP_MS * 2;
      if (!silent || !current.current || pending.current.length > 0) return;
      setState((prev) => {
        const progress = simulatedStep(prev.progress);
        return { ...prev, progress, stage: stageOf(progress), live: false };
      });
    }, SIMULATED_STEP_MS);
    return () => clearInterval(timer);
  }, [open, current, lastLive, pending, setState]);
}
