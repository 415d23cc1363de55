import { DomainError } from '../../core/errors/domain-error';
import type { ChatEntity, ChatMessageEntity } from './chat.entities';

export type NewMessage = Pick<ChatMessageEntity, 'role' | 'content'> &
  Partial<
    Pick<
      ChatMessageEntity,
      | 'persona'
      | 'emotion'
      | 'emotionConfidence'
      | 'authorId'
      | 'authorName'
      | 'sources'
      | 'claimKind'
    >
  >;

/** The chat disappeared while a message was being added to it. */
export class ChatGoneError extends DomainError {
  constructor() {
    super(404, 'Chat not found');
  }
}

export type MessageMedia = { audioUrl?: string; imageUrl?: string };

/** Port: chat and message rows; no rules about who may see what. */
export abstract class ChatsRepository {
  /** A user's chats, most recently active first (at most 100). */
  abstract listByUser(userId: string): Promise<ChatEntity[]>;
  abstract findById(id: string): Promise<ChatEntity | null>;
  abstract findByShareId(shareId: string): Promise<ChatEntity | null>;
  abstract create(userId: string, persona: string): Promise<ChatEntity>;
  /** Deletes the chat and its messages. */
  abstract delete(id: string): Promise<void>;
  /**
   * Shares (keeping the chat's share id, or taking `newShareId` when it has none) or stops sharing
   * (clearing it), atomically; returns the share id now stored.
   */
  abstract setSharing(id: string, isPublic: boolean, newShareId: string): Promise<string | null>;
  /** A chat's messages, oldest first. */
  abstract messagesOf(chatId: string): Promise<ChatMessageEntity[]>;
  /** What a link preview quotes: the figure's first reply, else the first message; null if none. */
  abstract openingMessageOf(chatId: string): Promise<ChatMessageEntity | null>;
  abstract findMessageById(id: string): Promise<ChatMessageEntity | null>;
  abstract isOwner(chatId: string, userId: string): Promise<boolean>;
  /**
   * Adds a message, sets the chat's title to `titleIfFirst` when it is the first message and moves
   * `lastMessageAt`, all or nothing.
   */
  abstract addMessage(
    chatId: string,
    message: NewMessage,
    titleIfFirst: string,
  ): Promise<ChatMessageEntity>;
  abstract attachMedia(messageId: string, media: MessageMedia): Promise<void>;
}
