import { type AgentFeedStage, CONFIDENCE_BANDS } from '@agora/contracts/src/agent-feed-constants';

/** Spec 02 §4: the progress shown stays at or below 95 until the feed is done. */
export const PROGRESS_CAP = 95;
/** The overlay stays up this long after 100%. */
export const OVERLAY_CLOSE_DELAY_MS = 1000;

/** Spec 02 §4: the status by progress (under 20, 40, 60, 80, then finalizing). */
export function stageOf(progress: number): AgentFeedStage {
  if (progress < 20) return 'preparing-personas';
  if (progress < 40) return 'researching';
  if (progress < 60) return 'generating';
  if (progress < 80) return 'evaluating';
  return 'finalizing';
}

/** The next simulated step when no live progress arrives: a random rise, never past the cap. */
export function simulatedStep(progress: number, random: () => number = Math.random): number {
  return Math.min(PROGRESS_CAP, progress + 2 + Math.floor(random() * 8));
}

export type ConfidenceBand = 'high' | 'medium' | 'low';

/** Colour band of a confidence (spec 02 §9: at 0.8 and 0.6). */
export function confidenceBand(confidence: number): ConfidenceBand {
  if (confidence >= CONFIDENCE_BANDS.high) return 'high';
  if (confidence >= CONFIDENCE_BANDS.medium) return 'medium';
  return 'low';
}
