import type { Store } from 'express-session';

const MAX_TRACKED_SESSIONS = 50_000;

/**
 * Makes `store.touch` (which slides a session's expiry with one UPDATE) run at most once per
 * interval per session in this process. Without it every signed-in request writes to PostgreSQL,
 * although a 30-day expiry only needs refreshing now and then.
 */
export function throttleSessionTouch<S extends Store>(
  store: S,
  intervalMs: number,
  now = Date.now,
): S {
  const touch = store.touch?.bind(store);
  if (!touch) return store;
  const lastTouched = new Map<string, number>();
  store.touch = (sid, session, callback) => {
    const at = now();
    const previous = lastTouched.get(sid);
    if (previous !== undefined && at - previous < intervalMs) {
      callback?.();
      return;
    }
    if (lastTouched.size >= MAX_TRACKED_SESSIONS) lastTouched.clear();
    lastTouched.set(sid, at);
    touch(sid, session, callback);
  };
  return store;
}
