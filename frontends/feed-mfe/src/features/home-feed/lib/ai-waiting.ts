/** Spec 01 §4/§9: how long the feed waits for figures after a post and after a comment. */
export const POST_WAIT_MS = 20_000;
export const COMMENT_WAIT_MS = 15_000;
export const WAITING_REFRESH_MS = 2_000;
export const IDLE_REFRESH_MS = 30_000;

/**
 * One wait: until a deadline, or until the AI measure passes `baseline` (the number of figure posts
 * in the feed, or the time of the newest figure reply under a post, when the wait began).
 */
export interface Wait {
  until: number;
  baseline: number;
}

export function startWait(baseline: number, durationMs: number, now = Date.now()): Wait {
  return { until: now + durationMs, baseline };
}

/** A wait is over once its time is up or the AI measure has grown past its baseline. */
export function isWaiting(wait: Wait | undefined, measure: number, now = Date.now()): boolean {
  return Boolean(wait) && now < wait!.until && measure <= wait!.baseline;
}
