import type { Request } from 'express';

const SECURE_COOKIES = 'agora.secureCookies';

/** A site served over https gets only Secure cookies, whatever hop the request came through. */
export function publicUrlIsHttps(publicUrl: string | undefined): boolean {
  return publicUrl?.startsWith('https:') ?? false;
}

/** Remembers on the express app whether cookies must be Secure (read per request by `secureCookie`). */
export function markSecureCookies(
  app: { set(setting: string, value: unknown): unknown },
  publicUrl: string | undefined,
): void {
  app.set(SECURE_COOKIES, publicUrlIsHttps(publicUrl));
}

/** Whether a cookie set on this response carries the Secure flag. */
export function secureCookie(req: Request): boolean {
  return req.secure || req.app?.get(SECURE_COOKIES) === true;
}
