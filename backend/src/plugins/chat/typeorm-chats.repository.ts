import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository } from 'typeorm';
import { ChatEntity, ChatMessageEntity } from './chat.entities';
import type { Position } from './chat-cursor';
import {
  ChatGoneError,
  ChatsRepository,
  type MessageMedia,
  type NewMessage,
  type OthersLimits,
  type OthersMessageOutcome,
  type Positioned,
} from './chats.repository';

const FOREIGN_KEY_VIOLATION = '23503';
const LIST_DEFAULT = 100;

/** A row read with its time as text (to the microsecond), to make its cursor from. */
type WithPositionAt<T> = T & { positionAt: string };

function positioned<T extends { id: string }>({
  positionAt,
  ...row
}: WithPositionAt<T>): Positioned<T> {
  return { ...(row as unknown as T), position: { at: positionAt, id: row.id } };
}

@Injectable()
export class TypeOrmChatsRepository extends ChatsRepository {
  constructor(
    @InjectRepository(ChatEntity) private readonly chats: Repository<ChatEntity>,
    @InjectRepository(ChatMessageEntity) private readonly messages: Repository<ChatMessageEntity>,
  ) {
    super();
  }

  async listByUser(
    userId: string,
    limit = LIST_DEFAULT,
    after: Position | null = null,
  ): Promise<Positioned<ChatEntity>[]> {
    const rows: WithPositionAt<ChatEntity>[] = await this.chats.query(
      `SELECT c.*, c."lastMessageAt"::text AS "positionAt" FROM "chats" c
       WHERE c."userId" = $1
         AND ($3::timestamptz IS NULL OR (c."lastMessageAt", c."id") < ($3::timestamptz, $4::uuid))
       ORDER BY c."lastMessageAt" DESC, c."id" DESC LIMIT $2`,
      [userId, limit, after?.at ?? null, after?.id ?? null],
    );
    return rows.map(positioned);
  }

  findById(id: string): Promise<ChatEntity | null> {
    return this.chats.findOneBy({ id });
  }

  findByShareId(shareId: string): Promise<ChatEntity | null> {
    return this.chats.findOneBy({ shareId });
  }

  create(userId: string, persona: string): Promise<ChatEntity> {
    return this.chats.save(this.chats.create({ userId, persona }));
  }

  async delete(id: string): Promise<void> {
    await this.chats.delete({ id });
  }

  /** One statement, so concurrent shares agree on the first id written. */
  async setSharing(id: string, isPublic: boolean, newShareId: string): Promise<string | null> {
    const result = await this.chats
      .createQueryBuilder()
      .update(ChatEntity)
      .set({
        isPublic,
        shareId: () => `CASE WHEN :isPublic THEN COALESCE("shareId", :newShareId) ELSE NULL END`,
      })
      .where('id = :id', { id, isPublic, newShareId })
      .returning(['shareId'])
      .execute();
    const rows = result.raw as { shareId: string | null }[];
    return rows[0]?.shareId ?? null;
  }

  messagesOf(chatId: string): Promise<ChatMessageEntity[]> {
    return this.messages.find({ where: { chatId }, order: { createdAt: 'ASC' } });
  }

  async messagesPage(
    chatId: string,
    limit: number,
    before: Position | null,
  ): Promise<Positioned<ChatMessageEntity>[]> {
    // The newest `limit` before the position (index "chatId", "createdAt"), then put oldest first.
    const rows: WithPositionAt<ChatMessageEntity>[] = await this.messages.query(
      `SELECT * FROM (
         SELECT m.*, m."createdAt"::text AS "positionAt" FROM "chat_messages" m
         WHERE m."chatId" = $1
           AND ($3::timestamptz IS NULL OR (m."createdAt", m."id") < ($3::timestamptz, $4::uuid))
         ORDER BY m."createdAt" DESC, m."id" DESC LIMIT $2
       ) page
       ORDER BY page."createdAt", page."id"`,
      [chatId, limit, before?.at ?? null, before?.id ?? null],
    );
    return rows.map(positioned);
  }

  firstServerReplyOf(chatId: string): Promise<ChatMessageEntity | null> {
    return this.messages
      .createQueryBuilder('m')
      .where('m."chatId" = :chatId', { chatId })
      .andWhere(`m.role = 'assistant'`)
      .andWhere(`m."writtenBy" = 'server'`)
      .orderBy('m."createdAt"', 'ASC')
      .limit(1)
      .getOne();
  }

  findMessageById(id: string): Promise<ChatMessageEntity | null> {
    return this.messages.findOneBy({ id });
  }

  isOwner(chatId: string, userId: string): Promise<boolean> {
    return this.chats.existsBy({ id: chatId, userId });
  }

  /** Adds a message, sets the chat's title from its first message and moves `lastMessageAt`, in one transaction. */
  addMessage(
    chatId: string,
    message: NewMessage,
    titleIfFirst: string,
  ): Promise<ChatMessageEntity> {
    return this.chats.manager
      .transaction((manager) => this.insert(manager, chatId, message, titleIfFirst))
      .catch((error: unknown) => {
        // The chat was deleted between the owner check and this insert.
        if (
          (error as { driverError?: { code?: string } }).driverError?.code === FOREIGN_KEY_VIOLATION
        )
          throw new ChatGoneError();
        throw error;
      });
  }

  /**
   * The chat's row is locked first, so posts to one chat count and insert one after another: of
   * many concurrent posts, only as many as the limits leave room for are added.
   */
  addOthersMessage(
    chatId: string,
    message: NewMessage & { authorId: string },
    titleIfFirst: string,
    limits: OthersLimits,
  ): Promise<OthersMessageOutcome> {
    return this.chats.manager.transaction(async (manager) => {
      const locked: unknown[] = await manager.query(
        `SELECT 1 FROM "chats" WHERE "id" = $1 FOR UPDATE`,
        [chatId],
      );
      if (locked.length === 0) throw new ChatGoneError();
      // A statement of its own after the lock: its snapshot sees what the posts before committed.
      const [counts]: { others: number; byAuthor: number }[] = await manager.query(
        `SELECT
           count(*) FILTER (WHERE m."authorId" <> c."userId")::int AS "others",
           count(*) FILTER (WHERE m."authorId" = $2
             AND m."createdAt" > now() - make_interval(secs => $3))::int AS "byAuthor"
         FROM "chat_messages" m JOIN "chats" c ON c."id" = m."chatId"
         WHERE m."chatId" = $1`,
        [chatId, message.authorId, limits.windowSeconds],
      );
      if (counts!.others >= limits.perChat) return { outcome: 'chat-full' };
      if (counts!.byAuthor >= limits.perAuthor) return { outcome: 'author-quota' };
      return {
        outcome: 'added',
        message: await this.insert(manager, chatId, message, titleIfFirst),
      };
    });
  }

  /** Inserts the message, sets the title when it is the first and moves `lastMessageAt`. */
  private async insert(
    manager: EntityManager,
    chatId: string,
    message: NewMessage,
    titleIfFirst: string,
  ): Promise<ChatMessageEntity> {
    const saved = await manager.save(manager.create(ChatMessageEntity, { ...message, chatId }));
    await manager
      .createQueryBuilder()
      .update(ChatEntity)
      .set({
        lastMessageAt: saved.createdAt,
        title: () =>
          `CASE WHEN EXISTS (SELECT 1 FROM chat_messages m WHERE m."chatId" = :chatId AND m.id <> :messageId) THEN title ELSE :title END`,
      })
      .where('id = :chatId', { chatId, messageId: saved.id, title: titleIfFirst })
      .execute();
    return saved;
  }

  async attachMedia(messageId: string, media: MessageMedia): Promise<void> {
    await this.messages.update({ id: messageId }, media);
  }
}
