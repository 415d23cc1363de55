import type { ChatMessage, ClaimKind } from '@agora/contracts';
import { CLAIM_KINDS } from '@agora/contracts/src/catalogue-constants';
import type { LocalMessage } from './local-message';

const isClaimKind = (value: unknown): value is ClaimKind =>
  (CLAIM_KINDS as readonly unknown[]).includes(value);

/**
 * Spec 01 §4: the reply is the `response`, `message` or `content` field of an object, a plain text
 * answer as is, otherwise the whole object as text.
 */
export function replyText(reply: unknown): string {
  if (typeof reply === 'string') return reply;
  if (reply && typeof reply === 'object') {
    const record = reply as Record<string, unknown>;
    for (const key of ['response', 'message', 'content'])
      if (typeof record[key] === 'string') return record[key] as string;
    return JSON.stringify(reply);
  }
  return reply == null ? '' : String(reply);
}

/** The sources and claim kind of an answer object, when it carries valid ones. */
export function replyClaims(reply: unknown): Pick<ChatMessage, 'sources' | 'claimKind'> {
  const record = reply && typeof reply === 'object' ? (reply as Record<string, unknown>) : {};
  const { sources } = record;
  return {
    sources: Array.isArray(sources) && sources.every((s) => typeof s === 'string') ? sources : null,
    claimKind: isClaimKind(record.claimKind) ? record.claimKind : null,
  };
}

/**
 * What a finished answer changes on the streaming reply: its text, provider and claims, and the
 * server's id when the server saved it.
 */
export function replyPatch(answer: unknown, content: string): Partial<LocalMessage> {
  const { messageId, provider } = (answer ?? {}) as { messageId?: string; provider?: string };
  return {
    provider,
    ...replyClaims(answer),
    ...(messageId ? { id: messageId, saved: true } : {}),
    content,
    streaming: false,
  };
}
