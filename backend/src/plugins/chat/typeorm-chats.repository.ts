import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ChatEntity, ChatMessageEntity } from './chat.entities';
import {
  ChatGoneError,
  ChatsRepository,
  type MessageMedia,
  type NewMessage,
} from './chats.repository';

const FOREIGN_KEY_VIOLATION = '23503';

@Injectable()
export class TypeOrmChatsRepository extends ChatsRepository {
  constructor(
    @InjectRepository(ChatEntity) private readonly chats: Repository<ChatEntity>,
    @InjectRepository(ChatMessageEntity) private readonly messages: Repository<ChatMessageEntity>,
  ) {
    super();
  }

  listByUser(userId: string): Promise<ChatEntity[]> {
    return this.chats.find({ where: { userId }, order: { lastMessageAt: 'DESC' }, take: 100 });
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

  openingMessageOf(chatId: string): Promise<ChatMessageEntity | null> {
    return this.messages
      .createQueryBuilder('m')
      .where('m."chatId" = :chatId', { chatId })
      .orderBy(`CASE WHEN m.role = 'assistant' THEN 0 ELSE 1 END`, 'ASC')
      .addOrderBy('m."createdAt"', 'ASC')
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
      .transaction(async (manager) => {
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
      })
      .catch((error: unknown) => {
        // The chat was deleted between the owner check and this insert.
        if (
          (error as { driverError?: { code?: string } }).driverError?.code === FOREIGN_KEY_VIOLATION
        )
          throw new ChatGoneError();
        throw error;
      });
  }

  async attachMedia(messageId: string, media: MessageMedia): Promise<void> {
    await this.messages.update({ id: messageId }, media);
  }
}
