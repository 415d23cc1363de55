import { parse as parseCookie } from 'cookie';
import type { Request, Response } from 'express';
import { secureCookie } from '../http/cookie-security';

/**
 * A readable cookie that says "this browser has a session", never who: the shell asks
 * `GET /api/auth/user` only when it is there, so a visitor's landing makes no request that answers
 * 401. The session cookie itself stays httpOnly; this one is kept in step with it on every /api call.
 */
export const SESSION_HINT_COOKIE = 'agora_signed_in';
const THIRTY_DAYS_MS = 30 * 24 * 3600 * 1000;

export function hasSessionHint(req: Request): boolean {
  return readCookie(req.headers.cookie, SESSION_HINT_COOKIE) === '1';
}

export function setSessionHint(req: Request, res: Response): void {
  res.cookie(SESSION_HINT_COOKIE, '1', {
    path: '/',
    sameSite: 'lax',
    secure: secureCookie(req),
    maxAge: THIRTY_DAYS_MS,
  });
}

export function clearSessionHint(res: Response): void {
  res.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
}

/** One cookie's value; a malformed one reads as absent (never an error). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  return header ? parseCookie(header)[name] : undefined;
}
