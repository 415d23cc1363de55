import type { GroupChat, GroupMember, GroupMessage, GroupShareInfo } from '@agora/contracts';
import type { GroupRow, MemberRow, MessageRow } from './groups.repository';

const iso = (d: Date | string) => new Date(d).toISOString();

export function toGroupChat(row: GroupRow): GroupChat {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    shareId: row.shareId,
    createdBy: row.createdBy,
    createdAt: iso(row.createdAt),
    memberCount: Number(row.memberCount),
  };
}

export function toShareInfo(row: GroupRow): GroupShareInfo {
  return { id: row.id, name: row.name, description: row.description };
}

export function toGroupMember(row: MemberRow): GroupMember {
  return { id: row.id, role: row.role, user: { id: row.userId, username: row.username } };
}

export function toGroupMessage(row: MessageRow): GroupMessage {
  return {
    id: row.id,
    groupId: row.groupId,
    userId: row.userId,
    characterId: row.characterId,
    user: row.username !== null ? { username: row.username } : null,
    content: row.content,
    createdAt: iso(row.createdAt),
    mentions: row.mentions,
    replyToMessage: row.replyTo
      ? {
          id: row.replyTo.id,
          characterId: row.replyTo.characterId,
          user: row.replyTo.username !== null ? { username: row.replyTo.username } : null,
          content: row.replyTo.content,
        }
      : null,
    attachments: row.audioUrl
      ? [{ type: 'voice', url: row.audioUrl, duration: row.audioDuration ?? 0 }]
      : [],
    transcript: row.transcript,
  };
}

/** A history position as an opaque string: the oldest message shown. */
export function cursorOf(row: MessageRow): string {
  return Buffer.from(`${iso(row.createdAt)}|${row.id}`).toString('base64url');
}

export function parseCursor(cursor: string): { createdAt: Date; id: string } | null {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(at ?? '');
  if (!id || Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  return { createdAt, id };
}
