import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ChatEntity, ChatMessageEntity } from './chat.entities';
import { ChatsRepository, type MessageMedia, type NewMessage } from './chats.repository';

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

  async setSharing(id: string, isPublic: boolean, shareId: string | null): Promise<void> {
    await this.chats.update({ id }, { isPublic, shareId });
  }

  messagesOf(chatId: string): Promise<ChatMessageEntity[]> {
    return this.messages.find({ where: { chatId }, order: { createdAt: 'ASC' } });
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
    return this.chats.manager.transaction(async (manager) => {
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
    });
  }

  async attachMedia(messageId: string, media: MessageMedia): Promise<void> {
    await this.messages.update({ id: messageId }, media);
  }
}
