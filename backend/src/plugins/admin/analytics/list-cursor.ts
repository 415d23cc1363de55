import { BadRequestException } from '@nestjs/common';
import {
  decodeKeysetCursor,
  encodeKeysetCursor,
  type KeysetIdKind,
} from '../../../core/paging/keyset-cursor';
import type { ListPosition } from './admin-read-model';

export type CursorId = KeysetIdKind;

/** The opaque `nextCursor` of the admin lists: base64url of `[createdAt, id]`. */
export function encodeCursor(position: ListPosition): string {
  return encodeKeysetCursor({ at: position.createdAt, id: position.id });
}

/** Each list checks its own id's form (uuid, number, session id). */
export function decodeCursor(cursor: string | undefined, idKind: CursorId): ListPosition | null {
  if (cursor === undefined) return null;
  const position = decodeKeysetCursor(cursor, idKind);
  if (!position) throw new BadRequestException('cursor: Invalid cursor');
  return { createdAt: position.at, id: position.id };
}
