import { DomainError } from '../../core/errors/domain-error';
import type { ChatEntity, ChatMessageEntity } from './chat.entities';
import type { Position } from './chat-cursor';

export type NewMessage = Pick<ChatMessageEntity, 'role' | 'content' | 'writtenBy'> &
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

/** A row with its exact place in its list, to continue the list after it. */
export type Positioned<T> = T & { position: Position };

/** Bounds on messages by people other than a chat's owner, checked with the insert, atomically. */
export interface OthersLimits {
  /** At most this many messages by anyone but the owner in the chat. */
  perChat: number;
  /** At most this many messages by this author in the chat in the last `windowSeconds`. */
  perAuthor: number;
  windowSeconds: number;
}

export type OthersMessageOutcome =
  | { outcome: 'added'; message: ChatMessageEntity }
  | { outcome: 'chat-full' }
  | { outcome: 'author-quota' };

/** Port: chat and message rows; no rules about who may see what. */
export abstract class ChatsRepository {
  /** A user's chats, most recently active first: at most `limit` (default 100), after `after`. */
  abstract listByUser(
    userId: string,
    limit?: number,
    after?: Position | null,
  ): Promise<Positioned<ChatEntity>[]>;
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
  /** A chat's messages, oldest first (all of them: for the owner's own work on the chat). */
  abstract messagesOf(chatId: string): Promise<ChatMessageEntity[]>;
  /** The newest `limit` messages before `before` (or the newest), oldest first. */
  abstract messagesPage(
    chatId: string,
    limit: number,
    before: Position | null,
  ): Promise<Positioned<ChatMessageEntity>[]>;
  /**
   * What a link preview may quote: the figure's first reply the server wrote (never text a client
   * saved as "assistant"), or null when there is none.
   */
  abstract firstServerReplyOf(chatId: string): Promise<ChatMessageEntity | null>;
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
  /**
   * Adds a message by `authorId`, who is not the chat's owner, like `addMessage`, unless the chat
   * already holds `limits.perChat` messages by people other than its owner, or `limits.perAuthor`
   * by this author in the last `limits.windowSeconds`. Concurrent posts cannot both take the last place.
   */
  abstract addOthersMessage(
    chatId: string,
    message: NewMessage & { authorId: string },
    titleIfFirst: string,
    limits: OthersLimits,
  ): Promise<OthersMessageOutcome>;
  abstract attachMedia(messageId: string, media: MessageMedia): Promise<void>;
}
