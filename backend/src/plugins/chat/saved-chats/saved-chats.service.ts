import { randomBytes } from 'node:crypto';
import {
  CHAT_MESSAGES_PAGE_DEFAULT,
  type ChatDetail,
  type ChatMessage,
  type ChatMessagesPage,
  type ChatMessagesQuery,
  type ChatSummary,
  type ChatsQuery,
  type SaveMessageBody,
  type ShareChatResponse,
} from '@agora/contracts';
import { Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../../../core/auth/auth-user';
import type { ChatEntity, ChatMessageEntity } from '../chat.entities';
import { ChatLive } from '../chat-live';
import { decodeCursor, encodeCursor } from '../chat-cursor';
import {
  displayName,
  titleFrom,
  toDetail,
  toMessage,
  toMessagesPage,
  toSummary,
} from '../chat.views';
import { ChatsRepository, type MessageMedia, type NewMessage } from '../chats.repository';
import { Personas } from '../personas';

/** A user's saved chats. Only the owner may see or touch one; to anybody else it does not exist (404). */
@Injectable()
export class SavedChatsService {
  constructor(
    private readonly repository: ChatsRepository,
    private readonly personas: Personas,
    private readonly live: ChatLive,
  ) {}

  /** One page, most recently active first; `nextCursor` is null on the last page. */
  async list(
    user: AuthUser,
    query: ChatsQuery,
  ): Promise<{ items: ChatSummary[]; nextCursor: string | null }> {
    const rows = await this.repository.listByUser(
      user.id,
      query.limit + 1,
      query.cursor ? decodeCursor(query.cursor, 'cursor') : null,
    );
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map(toSummary),
      nextCursor: rows.length > query.limit && last ? encodeCursor(last.position) : null,
    };
  }

  async create(user: AuthUser, persona: string): Promise<ChatSummary> {
    await this.personas.resolve(user.id, persona);
    return toSummary(await this.repository.create(user.id, persona));
  }

  /** An owned chat as the overlay opens it: its newest messages and the cursor of older ones. */
  async open(user: AuthUser, id: string): Promise<ChatDetail> {
    const chat = await this.requireOwned(user, id);
    return toDetail(chat, await this.newestMessages(chat.id));
  }

  /** An owned chat's messages older than `query.before`, oldest first. */
  async olderMessages(
    user: AuthUser,
    id: string,
    query: ChatMessagesQuery,
  ): Promise<ChatMessagesPage> {
    const chat = await this.requireOwned(user, id);
    return this.messagesPage(chat.id, query);
  }

  /** An owned chat with every message, for its owner's export. */
  async get(user: AuthUser, id: string): Promise<ChatDetail> {
    const chat = await this.requireOwned(user, id);
    const messages = await this.repository.messagesOf(chat.id);
    return toDetail(chat, { messages: messages.map(toMessage), nextCursor: null });
  }

  /** A chat's newest messages, as a chat or a shared chat is read (and polled). */
  async newestMessages(chatId: string): Promise<ChatMessagesPage> {
    const limit = CHAT_MESSAGES_PAGE_DEFAULT;
    return toMessagesPage(await this.repository.messagesPage(chatId, limit + 1, null), limit);
  }

  /** A chat's messages before a cursor handed out with a chat or an earlier page (else the newest). */
  async messagesPage(chatId: string, query: ChatMessagesQuery): Promise<ChatMessagesPage> {
    const before = query.before ? decodeCursor(query.before, 'before') : null;
    return toMessagesPage(
      await this.repository.messagesPage(chatId, query.limit + 1, before),
      query.limit,
    );
  }

  async remove(user: AuthUser, id: string): Promise<{ success: true }> {
    await this.requireOwned(user, id);
    await this.repository.delete(id);
    return { success: true };
  }

  async saveMessage(user: AuthUser, id: string, body: SaveMessageBody): Promise<ChatMessage> {
    const chat = await this.requireOwned(user, id);
    return this.append(chat, {
      role: body.role,
      content: body.content,
      persona: body.persona ?? chat.persona,
      emotion: body.role === 'user' ? (body.emotion ?? null) : null,
      emotionConfidence: body.role === 'user' ? (body.emotionConfidence ?? null) : null,
      authorId: body.role === 'user' ? user.id : null,
      authorName: body.role === 'user' ? displayName(user) : null,
      writtenBy: 'client',
    });
  }

  /** Shares (keeping an earlier link) or stops sharing, which retires the link. */
  async share(user: AuthUser, id: string, isPublic: boolean): Promise<ShareChatResponse> {
    const chat = await this.requireOwned(user, id);
    const shareId = await this.repository.setSharing(
      chat.id,
      isPublic,
      randomBytes(12).toString('base64url'),
    );
    return { shareId, isPublic };
  }

  /** Stores a message and, when the chat is shared, shows it live to everyone viewing. */
  async append(chat: ChatEntity, message: NewMessage): Promise<ChatMessage> {
    const saved: ChatMessageEntity = await this.repository.addMessage(
      chat.id,
      message,
      titleFrom(message.content),
    );
    const view = toMessage(saved);
    if (chat.isPublic && chat.shareId) this.live.publishShared(chat.shareId, view);
    return view;
  }

  /** An owned chat's messages as stored, oldest first. */
  messagesOf(chat: ChatEntity): Promise<ChatMessageEntity[]> {
    return this.repository.messagesOf(chat.id);
  }

  /** Shows stored messages live to everyone viewing the chat when it is shared. */
  publish(chat: ChatEntity, messages: ChatMessage[]): void {
    if (!chat.isPublic || !chat.shareId) return;
    for (const message of messages) this.live.publishShared(chat.shareId, message);
  }

  async requireOwned(user: AuthUser, id: string): Promise<ChatEntity> {
    const chat = await this.repository.findById(id);
    if (!chat || chat.userId !== user.id) throw new NotFoundException('Chat not found');
    return chat;
  }

  /** The owned chat that holds a message, for attaching voice or an image to it. */
  async requireOwnedMessage(user: AuthUser, messageId: string): Promise<ChatMessageEntity> {
    const message = await this.repository.findMessageById(messageId);
    if (!message || !(await this.repository.isOwner(message.chatId, user.id)))
      throw new NotFoundException('Message not found');
    return message;
  }

  async attachMedia(messageId: string, media: MessageMedia): Promise<void> {
    await this.repository.attachMedia(messageId, media);
  }
}
