import type { ChatEntity, ChatMessageEntity } from '../chat.entities';
import type { NewMessage } from '../chats.repository';

export interface SearchHitRow {
  chat: ChatEntity;
  snippet: string | null;
}

export interface SearchCursor {
  lastMessageAt: Date;
  id: string;
}

/** A regenerate / edit request of the last exchange, kept per learner and request key. */
export interface RedoRequest {
  chatId: string;
  state: 'running' | 'done' | 'failed';
  userMessageId: string | null;
  replyMessageId: string | null;
  stopped: boolean;
  provider: string | null;
}

/**
 * Claiming a request key: the key is this request's now, or was used before, or is refused because
 * another redo of the chat still runs.
 */
export type RedoClaim =
  { outcome: 'claimed' } | { outcome: 'repeated'; earlier: RedoRequest } | { outcome: 'chat-busy' };

/**
 * A redo still running after this long was left by a crashed process and no longer holds its
 * chat. Longer than any reply may take (as the credits plugin's reservation window).
 */
export const REDO_ABANDONED_AFTER_MS = 10 * 60_000;

/** Port: the rows behind rename, search, message removal and redoing the last exchange. */
export abstract class ChatControlsRepository {
  abstract rename(chatId: string, title: string): Promise<void>;
  /**
   * The user's chats whose title or any message contains `text` (case-insensitive, literally),
   * most recently active first, after `cursor`, at most `limit`.
   */
  abstract search(
    userId: string,
    text: string,
    cursor: SearchCursor | null,
    limit: number,
  ): Promise<SearchHitRow[]>;
  /** Deletes one message of the chat; false when the chat holds no such message. */
  abstract deleteMessage(chatId: string, messageId: string): Promise<boolean>;
  /**
   * Deletes the chat's messages from `fromMessageId` on (itself included) and appends `messages`
   * in order, moving `lastMessageAt`, all or nothing; null (nothing changed) when the chat no
   * longer holds `fromMessageId`.
   */
  abstract replaceFrom(
    chatId: string,
    fromMessageId: string,
    messages: NewMessage[],
  ): Promise<ChatMessageEntity[] | null>;
  /**
   * Takes the request key for a redo of the chat, which then holds the chat until it is finished
   * or failed: one redo per chat runs at a time (one left running for `REDO_ABANDONED_AFTER_MS`
   * no longer counts).
   */
  abstract claimRedo(userId: string, requestKey: string, chatId: string): Promise<RedoClaim>;
  abstract finishRedo(
    userId: string,
    requestKey: string,
    outcome: Omit<RedoRequest, 'chatId' | 'state'>,
  ): Promise<void>;
  abstract failRedo(userId: string, requestKey: string): Promise<void>;
  abstract messagesByIds(ids: string[]): Promise<ChatMessageEntity[]>;
}
