import type { ChatMessageEntity } from '../chat.entities';
import type { NewMessage } from '../chats.repository';
import {
  ChatControlsRepository,
  type RedoClaim,
  type RedoRequest,
  type SearchCursor,
  type SearchHitRow,
} from '../chat-controls/chat-controls.repository';
import type { InMemoryChatsRepository } from './in-memory-chats';

/**
 * The chat-controls port over the in-memory chats, for unit tests; one redo per user and key, one
 * running redo per chat (no process crashes here, so none is ever abandoned).
 */
export class InMemoryChatControls extends ChatControlsRepository {
  readonly redos = new Map<string, RedoRequest>();

  constructor(private readonly chats: InMemoryChatsRepository) {
    super();
  }

  async rename(chatId: string, title: string): Promise<void> {
    const chat = await this.chats.findById(chatId);
    if (chat) chat.title = title;
  }

  async search(
    userId: string,
    text: string,
    cursor: SearchCursor | null,
    limit: number,
  ): Promise<SearchHitRow[]> {
    const needle = text.toLowerCase();
    const hits: SearchHitRow[] = [];
    for (const chat of await this.chats.listByUser(userId)) {
      if (cursor && chat.lastMessageAt >= cursor.lastMessageAt) continue;
      const found = (await this.chats.messagesOf(chat.id))
        .reverse()
        .find((m) => m.content.toLowerCase().includes(needle));
      if (chat.title.toLowerCase().includes(needle) || found)
        hits.push({ chat, snippet: found?.content ?? null });
    }
    return hits.slice(0, limit);
  }

  async deleteMessage(chatId: string, messageId: string): Promise<boolean> {
    const before = this.chats.messages.length;
    this.chats.messages = this.chats.messages.filter(
      (m) => !(m.id === messageId && m.chatId === chatId),
    );
    return this.chats.messages.length < before;
  }

  async replaceFrom(
    chatId: string,
    fromMessageId: string,
    messages: NewMessage[],
  ): Promise<ChatMessageEntity[] | null> {
    const all = await this.chats.messagesOf(chatId);
    const from = all.findIndex((m) => m.id === fromMessageId);
    if (from < 0) return null;
    const dropped = new Set(all.slice(from).map((m) => m.id));
    this.chats.messages = this.chats.messages.filter((m) => !dropped.has(m.id));
    const saved: ChatMessageEntity[] = [];
    for (const message of messages) saved.push(await this.chats.addMessage(chatId, message, ''));
    return saved;
  }

  async claimRedo(userId: string, requestKey: string, chatId: string): Promise<RedoClaim> {
    const key = `${userId}:${requestKey}`;
    const earlier = this.redos.get(key);
    if (earlier) return { outcome: 'repeated', earlier: { ...earlier } };
    const running = [...this.redos.values()].some(
      (r) => r.chatId === chatId && r.state === 'running',
    );
    if (running) return { outcome: 'chat-busy' };
    this.redos.set(key, {
      chatId,
      state: 'running',
      userMessageId: null,
      replyMessageId: null,
      stopped: false,
      provider: null,
    });
    return { outcome: 'claimed' };
  }

  async finishRedo(
    userId: string,
    requestKey: string,
    outcome: Omit<RedoRequest, 'chatId' | 'state'>,
  ): Promise<void> {
    const redo = this.redos.get(`${userId}:${requestKey}`);
    if (redo) Object.assign(redo, outcome, { state: 'done' });
  }

  async failRedo(userId: string, requestKey: string): Promise<void> {
    const redo = this.redos.get(`${userId}:${requestKey}`);
    if (redo) redo.state = 'failed';
  }

  async messagesByIds(ids: string[]): Promise<ChatMessageEntity[]> {
    return this.chats.messages.filter((m) => ids.includes(m.id));
  }
}
