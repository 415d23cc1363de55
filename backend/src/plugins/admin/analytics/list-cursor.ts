import { BadRequestException } from '@nestjs/common';
import type { ListPosition } from './admin-read-model';

/** PostgreSQL's text form of a timestamptz, e.g. `2026-11-22 23:59:01.123456+00`. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;

/** The opaque `nextCursor` of the admin lists: base64url of `[createdAt, id]`. */
export function encodeCursor(position: ListPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): ListPosition | null {
  if (cursor === undefined) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string' &&
      TIMESTAMP.test(value[0]) &&
      value[1].length > 0 &&
      value[1].length <= 300
    ) {
      return { createdAt: value[0], id: value[1] };
    }
  } catch {
    // falls through to the 400 below
  }
  throw new BadRequestException('cursor: Invalid cursor');
}
