/**
 * The opaque cursor of a newest-first keyset page: base64url of `[time, id]`, the time as PostgreSQL
 * writes it (`2026-01-01 00:00:00.123456+00`, to the microsecond, which a JS Date would round away).
 * Decoding checks both parts, so a forged cursor is refused before it reaches a SQL cast.
 */
export interface KeysetPosition {
  at: string;
  id: string;
}

/** PostgreSQL's text form of a timestamptz (or an ISO time). */
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;

/** What ids look like, so a forged cursor never reaches a SQL cast. */
export const KEYSET_IDS = {
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  bigint: /^[1-9]\d{0,17}$/,
  /** Stripe-style session ids and the test checkout's: printable ASCII. */
  text: /^[\x21-\x7e]{1,300}$/,
} as const;
export type KeysetIdKind = keyof typeof KEYSET_IDS;

export function encodeKeysetCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([position.at, position.id])).toString('base64url');
}

/** The position in a cursor this server handed out, or null for anything else. */
export function decodeKeysetCursor(cursor: string, idKind: KeysetIdKind): KeysetPosition | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (
    Array.isArray(value) &&
    value.length === 2 &&
    typeof value[0] === 'string' &&
    typeof value[1] === 'string' &&
    isRealTimestamp(value[0]) &&
    KEYSET_IDS[idKind].test(value[1])
  )
    return { at: value[0], id: value[1] };
  return null;
}

/** The timestamp's form, and a day and time that exist (PostgreSQL refuses 2026-13-45 with an error). */
function isRealTimestamp(text: string): boolean {
  const [, y, mo, d, h, mi, s] = TIMESTAMP.exec(text)?.map(Number) ?? [];
  if (y === undefined) return false;
  const day = new Date(Date.UTC(y, mo! - 1, d!));
  return day.getUTCMonth() === mo! - 1 && day.getUTCDate() === d! && h! < 24 && mi! < 60 && s! < 60;
}
