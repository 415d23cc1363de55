import type { ChatExportFormat, ChatSearchPage, ChatSummary } from '@agora/contracts';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../../../core/auth/auth-user';
import { toSummary } from '../chat.views';
import { Personas } from '../personas';
import { SavedChatsService } from '../saved-chats/saved-chats.service';
import { exportChat, type Download } from './chat-export';
import { ChatControlsRepository, type SearchCursor } from './chat-controls.repository';

/** Rename, search, export and message removal on a learner's own chats (anyone else: 404). */
@Injectable()
export class ChatControlsService {
  constructor(
    private readonly chats: SavedChatsService,
    private readonly repository: ChatControlsRepository,
    private readonly personas: Personas,
  ) {}

  async rename(user: AuthUser, id: string, title: string): Promise<ChatSummary> {
    const chat = await this.chats.requireOwned(user, id);
    await this.repository.rename(chat.id, title);
    return toSummary({ ...chat, title });
  }

  async search(
    user: AuthUser,
    query: { q: string; cursor?: string; limit: number },
  ): Promise<ChatSearchPage> {
    const hits = await this.repository.search(
      user.id,
      query.q,
      query.cursor ? decodeCursor(query.cursor) : null,
      query.limit + 1,
    );
    const page = hits.slice(0, query.limit);
    const last = page.at(-1);
    return {
      chats: page.map(({ chat, snippet }) => ({ ...toSummary(chat), snippet })),
      nextCursor:
        hits.length > query.limit && last
          ? encodeCursor({ lastMessageAt: last.chat.lastMessageAt, id: last.chat.id })
          : null,
    };
  }

  async export(user: AuthUser, id: string, format: ChatExportFormat): Promise<Download> {
    const chat = await this.chats.get(user, id);
    const personaName = await this.personas
      .resolve(user.id, chat.persona)
      .then((p) => p.name)
      .catch(() => chat.persona);
    return exportChat(chat, personaName, format, new Date());
  }

  async deleteMessage(user: AuthUser, id: string, messageId: string): Promise<{ success: true }> {
    const chat = await this.chats.requireOwned(user, id);
    if (!(await this.repository.deleteMessage(chat.id, messageId)))
      throw new NotFoundException('Message not found');
    return { success: true };
  }
}

function encodeCursor(cursor: SearchCursor): string {
  return Buffer.from(`${cursor.lastMessageAt.toISOString()}|${cursor.id}`).toString('base64url');
}

function decodeCursor(raw: string): SearchCursor {
  const [at, id] = Buffer.from(raw, 'base64url').toString().split('|');
  const lastMessageAt = new Date(at ?? '');
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(lastMessageAt.getTime()))
    throw new BadRequestException({
      message: 'cursor: not a cursor from nextCursor',
      issues: [{ path: 'cursor', message: 'not a cursor from nextCursor' }],
    });
  return { lastMessageAt, id };
}
