import { BadRequestException } from '@nestjs/common';
import type { ListPosition } from './admin-read-model';

/** PostgreSQL's text form of a timestamptz, e.g. `2026-11-22 23:59:01.123456+00`. */
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;

/** What each list's id looks like, so a forged cursor is a 400 and never reaches a SQL cast. */
export const CURSOR_IDS = {
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  bigint: /^[1-9]\d{0,17}$/,
  /** Stripe-style session ids and the test checkout's: printable ASCII. */
  text: /^[\x21-\x7e]{1,300}$/,
} as const;
export type CursorId = keyof typeof CURSOR_IDS;

/** The opaque `nextCursor` of the admin lists: base64url of `[createdAt, id]`. */
export function encodeCursor(position: ListPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');
}

export function decodeCursor(cursor: string | undefined, idKind: CursorId): ListPosition | null {
  if (cursor === undefined) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string' &&
      isRealTimestamp(value[0]) &&
      CURSOR_IDS[idKind].test(value[1])
    ) {
      return { createdAt: value[0], id: value[1] };
    }
  } catch {
    // falls through to the 400 below
  }
  throw new BadRequestException('cursor: Invalid cursor');
}

/** The timestamp's form, and a day and time that exist (PostgreSQL refuses 2026-13-45 with an error). */
function isRealTimestamp(text: string): boolean {
  const [, y, mo, d, h, mi, s] = TIMESTAMP.exec(text)?.map(Number) ?? [];
  if (y === undefined) return false;
  const day = new Date(Date.UTC(y, mo! - 1, d!));
  return day.getUTCMonth() === mo! - 1 && day.getUTCDate() === d! && h! < 24 && mi! < 60 && s! < 60;
}
