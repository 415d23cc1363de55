import type { ChatEntity, ChatMessageEntity } from '../chat.entities';
import type { Position } from '../chat-cursor';
import {
  ChatsRepository,
  type MessageMedia,
  type NewMessage,
  type OthersLimits,
  type OthersMessageOutcome,
  type Positioned,
} from '../chats.repository';

/** Where a row sits in a list ordered by (time, id). */
const positionOf = (at: Date, id: string): Position => ({ at: at.toISOString(), id });
const isBefore = (a: Position, b: Position): boolean =>
  a.at < b.at || (a.at === b.at && a.id < b.id);

/** The chats port in memory, for unit tests; same ordering and first-message title rule. */
export class InMemoryChatsRepository extends ChatsRepository {
  chats: ChatEntity[] = [];
  messages: ChatMessageEntity[] = [];
  private clock = 0;

  async listByUser(userId: string, limit = 100, after: Position | null = null) {
    return this.chats
      .filter((c) => c.userId === userId)
      .map((c): Positioned<ChatEntity> => ({ ...c, position: positionOf(c.lastMessageAt, c.id) }))
      .filter((c) => !after || isBefore(c.position, after))
      .sort((a, b) => (isBefore(a.position, b.position) ? 1 : -1))
      .slice(0, limit);
  }

  async findById(id: string) {
    return this.chats.find((c) => c.id === id) ?? null;
  }

  async findByShareId(shareId: string) {
    return this.chats.find((c) => c.shareId === shareId) ?? null;
  }

  async create(userId: string, persona: string) {
    const at = this.tick();
    const chat: ChatEntity = {
      id: this.uuid(),
      userId,
      persona,
      title: '',
      shareId: null,
      isPublic: false,
      lastMessageAt: at,
      createdAt: at,
    };
    this.chats.push(chat);
    return chat;
  }

  async delete(id: string) {
    this.chats = this.chats.filter((c) => c.id !== id);
    this.messages = this.messages.filter((m) => m.chatId !== id);
  }

  async setSharing(id: string, isPublic: boolean, newShareId: string) {
    const chat = await this.findById(id);
    if (!chat) return null;
    Object.assign(chat, { isPublic, shareId: isPublic ? (chat.shareId ?? newShareId) : null });
    return chat.shareId;
  }

  async messagesOf(chatId: string) {
    return this.messages.filter((m) => m.chatId === chatId);
  }

  async messagesPage(chatId: string, limit: number, before: Position | null) {
    return this.messages
      .filter((m) => m.chatId === chatId)
      .map((m): Positioned<ChatMessageEntity> => ({
        ...m,
        position: positionOf(m.createdAt, m.id),
      }))
      .filter((m) => !before || isBefore(m.position, before))
      .sort((a, b) => (isBefore(a.position, b.position) ? -1 : 1))
      .slice(-limit);
  }

  async firstServerReplyOf(chatId: string) {
    const messages = await this.messagesOf(chatId);
    return messages.find((m) => m.role === 'assistant' && m.writtenBy === 'server') ?? null;
  }

  async findMessageById(id: string) {
    return this.messages.find((m) => m.id === id) ?? null;
  }

  async isOwner(chatId: string, userId: string) {
    return this.chats.some((c) => c.id === chatId && c.userId === userId);
  }

  async addMessage(chatId: string, message: NewMessage, titleIfFirst: string) {
    const chat = await this.findById(chatId);
    if (!chat) throw new Error(`no chat ${chatId}`);
    const saved: ChatMessageEntity = {
      persona: null,
      emotion: null,
      emotionConfidence: null,
      imageUrl: null,
      audioUrl: null,
      authorId: null,
      authorName: null,
      sources: null,
      claimKind: null,
      ...message,
      id: this.uuid(),
      chatId,
      createdAt: this.tick(),
    };
    if (!this.messages.some((m) => m.chatId === chatId)) chat.title = titleIfFirst;
    chat.lastMessageAt = saved.createdAt;
    this.messages.push(saved);
    return saved;
  }

  async addOthersMessage(
    chatId: string,
    message: NewMessage & { authorId: string },
    titleIfFirst: string,
    limits: OthersLimits,
  ): Promise<OthersMessageOutcome> {
    const chat = await this.findById(chatId);
    if (!chat) throw new Error(`no chat ${chatId}`);
    const ofChat = this.messages.filter((m) => m.chatId === chatId);
    const others = ofChat.filter((m) => m.authorId !== null && m.authorId !== chat.userId);
    if (others.length >= limits.perChat) return { outcome: 'chat-full' };
    // "Now" is this fake's clock: the time the next row will be written at.
    const since = this.clock - limits.windowSeconds;
    const recent = ofChat.filter(
      (m) => m.authorId === message.authorId && m.createdAt > this.timeAt(since),
    );
    if (recent.length >= limits.perAuthor) return { outcome: 'author-quota' };
    return { outcome: 'added', message: await this.addMessage(chatId, message, titleIfFirst) };
  }

  async attachMedia(messageId: string, media: MessageMedia) {
    const message = await this.findMessageById(messageId);
    if (message) Object.assign(message, media);
  }

  /** Lets time pass: the next row is written `seconds` later. */
  advance(seconds: number): void {
    this.clock += seconds;
  }

  private tick(): Date {
    return this.timeAt(this.clock++);
  }

  private timeAt(second: number): Date {
    return new Date(Date.UTC(2026, 0, 1, 0, 0, second));
  }

  private uuid(): string {
    return `00000000-0000-4000-8000-${String(this.chats.length + this.messages.length + 1).padStart(12, '0')}`;
  }
}
