import type { AgentFeedProgress } from '@agora/contracts';
import type { AgentFeedStage } from '@agora/contracts/src/agent-feed-constants';
import { PROGRESS_CAP, stageOf } from './progress';

/** How often the progress rises on its own while no live progress comes in. */
export const SIMULATED_STEP_MS = 600;
/**
 * Each live stage stays on screen at least this long: a fast generation (offline, ~30 ms) still
 * walks the learner through every stage instead of jumping from the first to done.
 */
export const LIVE_STEP_MS = 250;

export interface GenerationProgress {
  open: boolean;
  progress: number;
  stage: AgentFeedStage;
  /** Whether the live progress from the server is being shown (else the spec's simulation). */
  live: boolean;
}

export const IDLE: GenerationProgress = {
  open: false,
  progress: 0,
  stage: 'preparing-personas',
  live: false,
};

export function sameStage(a: AgentFeedProgress, b: AgentFeedProgress): boolean {
  return (
    stageOf(Math.min(PROGRESS_CAP, a.progress)) === stageOf(Math.min(PROGRESS_CAP, b.progress))
  );
}
