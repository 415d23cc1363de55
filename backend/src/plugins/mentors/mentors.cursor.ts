import { BadRequestException } from '@nestjs/common';
import type { MentorPosition } from './mentors.repository';

/** Opaque to clients: base64url of `<mine 1|0>|<createdAt ISO>|<id>` of the last mentor of a page. */
export function encodeCursor(row: MentorPosition): string {
  return Buffer.from(`${row.mine ? 1 : 0}|${row.createdAt.toISOString()}|${row.id}`).toString(
    'base64url',
  );
}

export function decodeCursor(cursor: string): MentorPosition {
  const [mine, at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (
    (mine !== '0' && mine !== '1') ||
    !id ||
    !/^[0-9a-f-]{36}$/i.test(id) ||
    Number.isNaN(createdAt.getTime())
  )
    throw new BadRequestException({
      message: 'cursor: not a cursor from X-Next-Cursor',
      issues: [{ path: 'cursor', message: 'not a cursor from X-Next-Cursor' }],
    });
  return { mine: mine === '1', createdAt, id };
}
