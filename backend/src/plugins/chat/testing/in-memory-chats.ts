import type { ChatEntity, ChatMessageEntity } from '../chat.entities';
import { ChatsRepository, type MessageMedia, type NewMessage } from '../chats.repository';

/** The chats port in memory, for unit tests; same ordering and first-message title rule. */
export class InMemoryChatsRepository extends ChatsRepository {
  chats: ChatEntity[] = [];
  messages: ChatMessageEntity[] = [];
  private clock = 0;

  async listByUser(userId: string) {
    return this.chats
      .filter((c) => c.userId === userId)
      .sort((a, b) => b.lastMessageAt.getTime() - a.lastMessageAt.getTime())
      .slice(0, 100);
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

  async openingMessageOf(chatId: string) {
    const messages = await this.messagesOf(chatId);
    return messages.find((m) => m.role === 'assistant') ?? messages[0] ?? null;
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

  async attachMedia(messageId: string, media: MessageMedia) {
    const message = await this.findMessageById(messageId);
    if (message) Object.assign(message, media);
  }

  private tick(): Date {
    return new Date(Date.UTC(2026, 0, 1, 0, 0, this.clock++));
  }

  private uuid(): string {
    return `00000000-0000-4000-8000-${String(this.chats.length + this.messages.length + 1).padStart(12, '0')}`;
  }
}
