import type { Request } from 'express';
import type { SessionData } from 'express-session';
import {
  markSessionRenewed,
  renewSessionWhenDue,
  SESSION_RENEWAL_INTERVAL_MS,
} from './session-renewal';

const requestWith = (session: Partial<SessionData>) => ({ session }) as unknown as Request;

describe('session renewal', () => {
  const now = Date.UTC(2026, 10, 23, 12);

  it('leaves a session renewed within the day alone', () => {
    const req = requestWith({ userId: 'u1', renewedAt: now - SESSION_RENEWAL_INTERVAL_MS + 1 });
    expect(renewSessionWhenDue(req, now)).toBe(false);
    expect(req.session.renewedAt).toBe(now - SESSION_RENEWAL_INTERVAL_MS + 1);
  });

  it('renews a session a day after it was last renewed, and not again at once', () => {
    const req = requestWith({ userId: 'u1', renewedAt: now - SESSION_RENEWAL_INTERVAL_MS });
    expect(renewSessionWhenDue(req, now)).toBe(true);
    expect(req.session.renewedAt).toBe(now);
    expect(renewSessionWhenDue(req, now + 1000)).toBe(false);
  });

  it('renews a session that never recorded a renewal (signed in before renewals existed)', () => {
    const req = requestWith({ userId: 'u1' });
    expect(renewSessionWhenDue(req, now)).toBe(true);
    expect(req.session.renewedAt).toBe(now);
  });

  it('counts a sign-in as a renewal', () => {
    const req = requestWith({ userId: 'u1' });
    markSessionRenewed(req, now);
    expect(renewSessionWhenDue(req, now + 60_000)).toBe(false);
  });
});
