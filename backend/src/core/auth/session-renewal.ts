import type { Request } from 'express';

/** At most this often, a signed-in request sends the session cookie again with its full lifetime. */
export const SESSION_RENEWAL_INTERVAL_MS = 24 * 3600 * 1000;

/** Records that the session's cookie has just been sent with its full lifetime (at sign-in). */
export function markSessionRenewed(req: Request, now = Date.now()): void {
  req.session.renewedAt = now;
}

/**
 * Keeps a session alive while it is used. express-session moves a session's expiry on at every
 * request but sends the cookie again only when the session changed, so the browser's cookie ran out
 * 30 days after sign-in however active the learner was. Once a day at most this changes the session
 * (`renewedAt`): express-session then saves it and sends the cookie with the new expiry. Answers
 * whether it did, so the readable hint goes out again with it. An unused session still ends.
 */
export function renewSessionWhenDue(req: Request, now = Date.now()): boolean {
  if (now - (req.session.renewedAt ?? 0) < SESSION_RENEWAL_INTERVAL_MS) return false;
  markSessionRenewed(req, now);
  return true;
}
