import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { runSql, sqlRow, sqlRows } from '../../../core/database/sql';
import { ChatEntity, ChatMessageEntity } from '../chat.entities';
import type { NewMessage } from '../chats.repository';
import {
  ChatControlsRepository,
  REDO_ABANDONED_AFTER_MS,
  type RedoClaim,
  type RedoRequest,
  type SearchCursor,
  type SearchHitRow,
} from './chat-controls.repository';

const SNIPPET_RADIUS = 60;

@Injectable()
export class TypeOrmChatControlsRepository extends ChatControlsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async rename(chatId: string, title: string): Promise<void> {
    await this.db.getRepository(ChatEntity).update({ id: chatId }, { title });
  }

  async search(
    userId: string,
    text: string,
    cursor: SearchCursor | null,
    limit: number,
  ): Promise<SearchHitRow[]> {
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await sqlRows<ChatEntity & { content: string | null }>(
      this.db,
      `SELECT c.*, m.content FROM "chats" c
       LEFT JOIN LATERAL (
         SELECT content FROM "chat_messages" cm
         WHERE cm."chatId" = c.id AND cm.content ILIKE $2
         ORDER BY cm."createdAt" DESC LIMIT 1
       ) m ON true
       WHERE c."userId" = $1
         AND (c.title ILIKE $2 OR m.content IS NOT NULL)
         AND ($3::timestamptz IS NULL OR (c."lastMessageAt", c.id) < ($3::timestamptz, $4::uuid))
       ORDER BY c."lastMessageAt" DESC, c.id DESC
       LIMIT $5`,
      [userId, pattern, cursor?.lastMessageAt ?? null, cursor?.id ?? null, limit],
    );
    return rows.map(({ content, ...chat }) => ({
      chat: {
        ...chat,
        lastMessageAt: new Date(chat.lastMessageAt),
        createdAt: new Date(chat.createdAt),
      },
      snippet: content === null ? null : snippetOf(content, text),
    }));
  }

  async deleteMessage(chatId: string, messageId: string): Promise<boolean> {
    const result = await this.db.getRepository(ChatMessageEntity).delete({ id: messageId, chatId });
    return (result.affected ?? 0) > 0;
  }

  replaceFrom(
    chatId: string,
    fromMessageId: string,
    messages: NewMessage[],
  ): Promise<ChatMessageEntity[] | null> {
    return this.db.transaction(async (manager) => {
      // Locked, so a concurrent removal of the message either waits for this or is seen here.
      const from = await sqlRow<{ id: string }>(
        manager,
        `SELECT id FROM "chat_messages" WHERE id = $2 AND "chatId" = $1 FOR UPDATE`,
        [chatId, fromMessageId],
      );
      if (!from) return null;
      await runSql(
        manager,
        `DELETE FROM "chat_messages" WHERE "chatId" = $1 AND "createdAt" >=
           (SELECT "createdAt" FROM "chat_messages" WHERE id = $2)`,
        [chatId, fromMessageId],
      );
      const start = Date.now();
      const saved: ChatMessageEntity[] = [];
      // Explicit times keep the order of messages written in one transaction.
      for (const [index, message] of messages.entries())
        saved.push(
          await manager.save(
            manager.create(ChatMessageEntity, {
              ...message,
              chatId,
              createdAt: new Date(start + index),
            }),
          ),
        );
      const last = saved.at(-1);
      if (last) await manager.update(ChatEntity, { id: chatId }, { lastMessageAt: last.createdAt });
      return saved;
    });
  }

  claimRedo(userId: string, requestKey: string, chatId: string): Promise<RedoClaim> {
    return this.db.transaction(async (manager) => {
      await runSql(
        manager,
        `UPDATE "chat_redo_requests" SET state = 'failed'
         WHERE "chatId" = $1 AND state = 'running' AND "createdAt" < now() - make_interval(secs => $2)`,
        [chatId, REDO_ABANDONED_AFTER_MS / 1000],
      );
      // Conflicts on the key (primary key) or, while another redo of the chat runs, on the
      // unique index of running redos per chat (UQ_chat_redo_requests_running_chat).
      const taken = await sqlRow<{ userId: string }>(
        manager,
        `INSERT INTO "chat_redo_requests" ("userId", "requestKey", "chatId") VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING "userId"`,
        [userId, requestKey, chatId],
      );
      if (taken) return { outcome: 'claimed' };
      const earlier = await sqlRow<RedoRequest>(
        manager,
        `SELECT "chatId", state, "userMessageId", "replyMessageId", stopped, provider
         FROM "chat_redo_requests" WHERE "userId" = $1 AND "requestKey" = $2`,
        [userId, requestKey],
      );
      return earlier ? { outcome: 'repeated', earlier } : { outcome: 'chat-busy' };
    });
  }

  async finishRedo(
    userId: string,
    requestKey: string,
    outcome: Omit<RedoRequest, 'chatId' | 'state'>,
  ): Promise<void> {
    await runSql(
      this.db,
      `UPDATE "chat_redo_requests" SET state = 'done', "userMessageId" = $3, "replyMessageId" = $4,
         stopped = $5, provider = $6 WHERE "userId" = $1 AND "requestKey" = $2`,
      [
        userId,
        requestKey,
        outcome.userMessageId,
        outcome.replyMessageId,
        outcome.stopped,
        outcome.provider,
      ],
    );
  }

  async failRedo(userId: string, requestKey: string): Promise<void> {
    await runSql(
      this.db,
      `UPDATE "chat_redo_requests" SET state = 'failed' WHERE "userId" = $1 AND "requestKey" = $2`,
      [userId, requestKey],
    );
  }

  messagesByIds(ids: string[]): Promise<ChatMessageEntity[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.getRepository(ChatMessageEntity).findBy({ id: In(ids) });
  }
}

/** The part of `content` around the first match, on one line. */
function snippetOf(content: string, text: string): string {
  const line = content.replace(/\s+/g, ' ');
  const at = Math.max(0, line.toLowerCase().indexOf(text.toLowerCase()));
  const start = Math.max(0, at - SNIPPET_RADIUS);
  const end = Math.min(line.length, at + text.length + SNIPPET_RADIUS);
  return `${start > 0 ? '…' : ''}${line.slice(start, end)}${end < line.length ? '…' : ''}`;
}
