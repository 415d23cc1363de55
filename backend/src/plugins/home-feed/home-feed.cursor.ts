import { BadRequestException } from '@nestjs/common';
import {
  decodeKeysetCursor,
  encodeKeysetCursor,
  type KeysetPosition,
} from '../../core/paging/keyset-cursor';

/** The opaque `nextCursor` of a page of a conversation's earlier replies: its oldest reply. */
export const encodeReplyCursor = (oldest: KeysetPosition): string => encodeKeysetCursor(oldest);

/** The position in a cursor this server handed out; a 400 naming `cursor` for anything else. */
export function decodeReplyCursor(cursor: string): KeysetPosition {
  const position = decodeKeysetCursor(cursor, 'uuid');
  if (position) return position;
  const message = 'not a cursor from nextCursor';
  throw new BadRequestException({
    message: `cursor: ${message}`,
    issues: [{ path: 'cursor', message }],
  });
}
