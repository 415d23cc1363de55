import type { ChatMessage, ClaimKind } from '@agora/contracts';
import { CLAIM_KINDS } from '@agora/contracts/src/catalogue-constants';

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
