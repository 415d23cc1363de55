import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The token of an `Authorization: Bearer <token>` header, if it is one. */
export const bearerOf = (authorization: string | undefined): string | undefined =>
  /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];

/** Compares in constant time (over digests, so the length leaks nothing either). */
export const tokenMatches = (sent: string, expected: string | undefined): boolean =>
  expected !== undefined && timingSafeEqual(digest(sent), digest(expected));
