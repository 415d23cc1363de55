import {
  isCustomPersona,
  type CharacterChatResponse,
  type ChatDetail,
  type ChatMessage,
  type ChatMessagesPage,
  type ChatSummary,
  type Emotion,
  type PersonaProfile,
  type SharedChat,
} from '@agora/contracts';
import type { AiResult } from '../../ai';
import type { AuthUser } from '../../core/auth/auth-user';
import type { LinkPreview } from '../../core/serving/link-previews';
import type { ChatEntity, ChatMessageEntity } from './chat.entities';
import { encodeCursor } from './chat-cursor';
import type { Positioned } from './chats.repository';
import type { RepliedText } from './character-chat/reply-runner';

const TITLE_MAX = 60;

/** A chat's title: the first message on one line, cut at a word near 60 characters. */
export function titleFrom(content: string): string {
  const line = content.replace(/\s+/g, ' ').trim();
  if (line.length <= TITLE_MAX) return line;
  const cut = line.slice(0, TITLE_MAX);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > TITLE_MAX / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export function toSummary(chat: ChatEntity): ChatSummary {
  return {
    id: chat.id,
    persona: chat.persona,
    title: chat.title,
    lastMessageAt: chat.lastMessageAt.toISOString(),
  };
}

export function toMessage(row: ChatMessageEntity): ChatMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    persona: row.persona,
    emotion: (row.emotion as Emotion | null) ?? null,
    emotionConfidence: row.emotionConfidence,
    imageUrl: row.imageUrl,
    audioUrl: row.audioUrl,
    createdAt: row.createdAt.toISOString(),
    authorName: row.authorName,
    sources: row.sources,
    claimKind: row.claimKind,
    // A reply a client saved is not the figure's words, whatever its role says.
    ...(row.role === 'assistant' && row.writtenBy !== 'server'
      ? { unverified: true as const }
      : {}),
  };
}

/**
 * A page of messages read with one more than `limit` (newest last): the newest `limit`, and the
 * cursor of the older ones when there are any.
 */
export function toMessagesPage(
  rows: Positioned<ChatMessageEntity>[],
  limit: number,
): ChatMessagesPage {
  const page = rows.slice(-limit);
  const oldest = page[0];
  return {
    messages: page.map(toMessage),
    nextCursor: rows.length > limit && oldest ? encodeCursor(oldest.position) : null,
  };
}

/** An owned chat with its newest messages (`page`), or all of them (`olderCursor` null). */
export function toDetail(chat: ChatEntity, page: ChatMessagesPage): ChatDetail {
  return {
    ...toSummary(chat),
    shareId: chat.isPublic ? chat.shareId : null,
    isPublic: chat.isPublic,
    createdAt: chat.createdAt.toISOString(),
    messages: page.messages,
    olderCursor: page.nextCursor,
  };
}

/** A shared chat as anyone sees it, named with the owner's view of the persona (or its raw id). */
export function toSharedChat(
  shareId: string,
  chat: ChatEntity,
  persona: PersonaProfile | null,
  page: ChatMessagesPage,
): SharedChat {
  return {
    shareId,
    persona: chat.persona,
    personaName: persona?.name ?? chat.persona,
    personaAvatar: persona?.avatar ?? '🎓',
    title: chat.title,
    createdAt: chat.createdAt.toISOString(),
    messages: page.messages,
    olderCursor: page.nextCursor,
  };
}

/**
 * A shared chat's link preview. The title is the learner's words (their first message, or a
 * rename), so it names the chat beside the figure, never as "Figure: words", which reads as a
 * quote. The first lines are the figure's first answer the server wrote (never text a client saved
 * under the figure's name), else the title. A learner's own character is named as one, so it
 * cannot pass for the historical figure whose name it took.
 */
export function toSharedChatPreview(
  chat: ChatEntity,
  persona: PersonaProfile | null,
  serverReply: ChatMessageEntity | null,
): LinkPreview {
  const who = isCustomPersona(chat.persona)
    ? `${persona?.name ?? 'a character'} (made by a learner)`
    : (persona?.name ?? chat.persona);
  const conversation = `A conversation with ${who}`;
  return {
    title: chat.title ? `${chat.title} · ${conversation}` : conversation,
    description: serverReply?.content ?? (chat.title || conversation),
  };
}

/**
 * How a learner is named on a shared chat: their first name, or null so the client shows its
 * translated 'Learner' (never any part of the e-mail address: a shared chat is public).
 */
export function displayName(user: AuthUser): string | null {
  return user.firstName?.trim() || null;
}

/** A figure's reply (or what it said before being stopped); `messageId` when it was saved into a chat. */
export function toCharacterChatResponse(
  result: RepliedText,
  saved: ChatMessage | null,
): CharacterChatResponse {
  return {
    response: result.text,
    provider: result.provider,
    ...(result.sources ? { sources: result.sources } : {}),
    ...(result.claimKind ? { claimKind: result.claimKind } : {}),
    ...(result.notice ? { notice: result.notice } : {}),
    ...(saved ? { messageId: saved.id } : {}),
    ...(result.stopped ? { stopped: true } : {}),
  };
}

/** A reply the learner stopped before its first word: nothing said, nothing kept or paid. */
export function stoppedBeforeReply(): CharacterChatResponse {
  return { response: '', provider: 'stopped', stopped: true };
}

/** Generated speech or image: its URL, who made it, and why it is not what was asked for. */
export function toMediaResponse<T extends { audioUrl: string } | { imageUrl: string }>(
  result: AiResult<T>,
): T & { provider: AiResult<T>['provider']; notice?: string } {
  return {
    ...result.data,
    provider: result.provider,
    ...(result.notice ? { notice: result.notice } : {}),
  };
}
