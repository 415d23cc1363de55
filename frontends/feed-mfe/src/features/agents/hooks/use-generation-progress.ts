import { AGENT_FEED_PROGRESS_EVENT } from '@agora/contracts/src/agent-feed-constants';
import type { AgentFeedProgress } from '@agora/contracts';
import { useHost, useRealtimeEvent, useRealtimeSocket } from '@agora/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  IDLE,
  LIVE_STEP_MS,
  sameStage,
  type GenerationProgress,
} from '../lib/generation-progress-state';
import { OVERLAY_CLOSE_DELAY_MS, PROGRESS_CAP, stageOf } from '../lib/progress';
import { useSimulatedProgress } from './use-simulated-progress';

export type { GenerationProgress };

/**
 * The progress of one generation: the server's stages pushed to this user's socket, tagged with the
 * `progressId` the page sent. When the socket is down or silent, the progress rises randomly in
 * steps as the spec says; either way it stays at or below 95 until `finish`, then shows 100 and
 * closes after 1 s.
 */
export function useGenerationProgress(): {
  state: GenerationProgress;
  start(): string;
  finish(): void;
  stop(): void;
} {
  const host = useHost();
  const [state, setState] = useState<GenerationProgress>(IDLE);
  const current = useRef<string | null>(null);
  const lastLive = useRef(0);
  /** Live updates not shown yet, and whether the feed is done once they are. */
  const pending = useRef<AgentFeedProgress[]>([]);
  const finishing = useRef(false);

  const socket = useRealtimeSocket(Boolean(host.user));
  useRealtimeEvent<AgentFeedProgress>(socket, AGENT_FEED_PROGRESS_EVENT, (event) => {
    if (!current.current || event.progressId !== current.current) return;
    lastLive.current = Date.now();
    pending.current.push(event);
  });

  useEffect(() => {
    if (!state.open) return undefined;
    let closeTimer: ReturnType<typeof setTimeout> | undefined;
    const timer = setInterval(() => {
      let next = pending.current.shift();
      // Updates within one stage are merged: each stage, not each percent, gets its moment.
      while (next && pending.current[0] && sameStage(pending.current[0], next))
        next = pending.current.shift();
      if (next) {
        setState((prev) => {
          const progress = Math.max(prev.progress, Math.min(PROGRESS_CAP, next.progress));
          return { open: true, progress, stage: stageOf(progress), live: true };
        });
      } else if (finishing.current) {
        finishing.current = false;
        clearInterval(timer);
        setState((prev) => ({ ...prev, progress: 100, stage: 'finalizing' }));
        closeTimer = setTimeout(() => setState(IDLE), OVERLAY_CLOSE_DELAY_MS);
      }
    }, LIVE_STEP_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(closeTimer);
    };
  }, [state.open]);

  useSimulatedProgress(state.open, current, lastLive, pending, setState);

  const start = useCallback(() => {
    const id = crypto.randomUUID();
    current.current = id;
    lastLive.current = 0;
    pending.current = [];
    finishing.current = false;
    setState({ ...IDLE, open: true });
    return id;
  }, []);

  /** Done: the stages still queued are shown first, then 100 %, then the overlay closes after 1 s. */
  const finish = useCallback(() => {
    current.current = null;
    finishing.current = true;
  }, []);

  const stop = useCallback(() => {
    current.current = null;
    pending.current = [];
    finishing.current = false;
    setState(IDLE);
  }, []);

  return { state, start, finish, stop };
}
