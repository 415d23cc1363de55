import { BadRequestException } from '@nestjs/common';
import type { MentorPosition } from './mentors.repository';

/** Opaque to clients: base64url of `<createdAt ISO>|<id>` of the last mentor of a page. */
export function encodeCursor(row: MentorPosition): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
}

export function decodeCursor(cursor: string): MentorPosition {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(createdAt.getTime()))
    throw new BadRequestException({
      message: 'cursor: not a cursor from X-Next-Cursor',
      issues: [{ path: 'cursor', message: 'not a cursor from X-Next-Cursor' }],
    });
  return { createdAt, id };
}
