import type {
  ChatMessage,
  ChatMessagesPage,
  ChatMessagesQuery,
  SharedChat,
} from '@agora/contracts';
import { Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import type { AuthUser } from '../../../core/auth/auth-user';
import type { ChatEntity } from '../chat.entities';
import { ChatLive } from '../chat-live';
import type { LinkPreview } from '../../../core/serving/link-previews';
import {
  displayName,
  titleFrom,
  toMessage,
  toSharedChat,
  toSharedChatPreview,
} from '../chat.views';
import { ChatsRepository } from '../chats.repository';
import { Personas } from '../personas';
import { SavedChatsService } from '../saved-chats/saved-chats.service';
import { OTHERS_LIMITS, SharedChatFullError, SharedChatQuotaError } from './shared-chat-limits';

/**
 * Public view of a shared chat. It exists only while the owner keeps it shared; anyone may read it
 * and join its socket room read-only, signed-in people may add messages that everyone viewing sees
 * (so many per person an hour, so many in all: `OTHERS_LIMITS`). It is read with its newest
 * messages; older ones come a page at a time.
 */
@Injectable()
export class SharedChatsService implements OnModuleInit {
  constructor(
    private readonly repository: ChatsRepository,
    private readonly chats: SavedChatsService,
    private readonly live: ChatLive,
    private readonly personas: Personas,
  ) {}

  onModuleInit(): void {
    this.live.openSharedRooms(async (shareId) => (await this.findShared(shareId)) !== null);
  }

  async get(shareId: string): Promise<SharedChat> {
    const chat = await this.requireShared(shareId);
    const messages = await this.chats.newestMessages(chat.id);
    // The owner's view of the persona: a shared chat with their private mentor still names it.
    const profile = await this.personas.resolve(chat.userId, chat.persona).catch(() => null);
    return toSharedChat(shareId, chat, profile, messages);
  }

  /** A shared chat's messages older than `query.before`, oldest first. */
  async olderMessages(shareId: string, query: ChatMessagesQuery): Promise<ChatMessagesPage> {
    const chat = await this.requireShared(shareId);
    return this.chats.messagesPage(chat.id, query);
  }

  /** The link preview of a shared chat; null when the chat is unknown or no longer shared. */
  async preview(shareId: string): Promise<LinkPreview | null> {
    const chat = await this.findShared(shareId);
    if (!chat) return null;
    const reply = await this.repository.firstServerReplyOf(chat.id);
    const profile = await this.personas.resolve(chat.userId, chat.persona).catch(() => null);
    return toSharedChatPreview(chat, profile, reply);
  }

  async post(user: AuthUser, shareId: string, content: string): Promise<ChatMessage> {
    const chat = await this.requireShared(shareId);
    const message = {
      role: 'user' as const,
      content,
      persona: chat.persona,
      authorId: user.id,
      authorName: displayName(user),
      writtenBy: 'client' as const,
    };
    if (chat.userId === user.id) return this.chats.append(chat, message);
    const added = await this.repository.addOthersMessage(
      chat.id,
      message,
      titleFrom(content),
      OTHERS_LIMITS,
    );
    if (added.outcome === 'chat-full') throw new SharedChatFullError();
    if (added.outcome === 'author-quota') throw new SharedChatQuotaError();
    const view = toMessage(added.message);
    this.chats.publish(chat, [view]);
    return view;
  }

  private async findShared(shareId: string): Promise<ChatEntity | null> {
    const chat = await this.repository.findByShareId(shareId);
    return chat?.isPublic ? chat : null;
  }

  private async requireShared(shareId: string): Promise<ChatEntity> {
    const chat = await this.findShared(shareId);
    if (!chat) throw new NotFoundException('Shared chat not found');
    return chat;
  }
}
