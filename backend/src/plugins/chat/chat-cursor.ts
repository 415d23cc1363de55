import { BadRequestException } from '@nestjs/common';
import {
  decodeKeysetCursor,
  encodeKeysetCursor,
  type KeysetPosition,
} from '../../core/paging/keyset-cursor';

/** Where a page of chats or messages stopped: the row's time and its id. */
export type Position = KeysetPosition;

export const encodeCursor = encodeKeysetCursor;

/** The position in a cursor; a 400 naming `field` for anything this server did not hand out. */
export function decodeCursor(cursor: string, field: string): Position {
  const position = decodeKeysetCursor(cursor, 'uuid');
  if (position) return position;
  const message = 'not a cursor from a page of this list';
  throw new BadRequestException({
    message: `${field}: ${message}`,
    issues: [{ path: field, message }],
  });
}
