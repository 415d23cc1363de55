import { ClaimKindSchema, REPLY_MAX_CHARS, type GeneratedPost } from '@agora/contracts';
import { z } from 'zod';
import type { Figure } from '../catalogue/figure';
import type { OnThreadToken, ReplyInput } from '../ai.types';
import { streamedReplyPrompt } from '../prompts/operation-prompts';
import type { LlmClient, LlmUsage } from './llm-client';

/** The model ends its answer with this marker and a JSON line of sources and claim kind, which listeners never see. */
export const TRAILER_MARKER = '\n##';
const Trailer = z.object({
  sources: z.array(z.string().min(1).max(300)).max(8).catch([]),
  claimKind: ClaimKindSchema.catch('inference'),
});

/**
 * Thread replies with live tokens: one streamed answer per speaking figure, in turn. Text is passed
 * on as it arrives, holding back only as many characters as the trailer marker is long.
 */
export async function streamReplies(
  client: LlmClient,
  input: ReplyInput,
  speakers: readonly Figure[],
  language: string,
  onToken: OnThreadToken,
  signal?: AbortSignal,
): Promise<{ data: GeneratedPost[]; usage: LlmUsage }> {
  const usage: LlmUsage = { tokensIn: 0, tokensOut: 0 };
  const posts: GeneratedPost[] = [];
  for (const figure of speakers) {
    const earlier = posts.map((p) => ({ author: p.author, content: p.content }));
    const prompt = streamedReplyPrompt(input, figure, earlier, language);
    const tokens = client.stream({ ...prompt, maxTokens: 450 }, signal);
    let text = '';
    let sent = 0;
    for (let next = await tokens.next(); ; next = await tokens.next()) {
      if (next.done) {
        usage.tokensIn += next.value.tokensIn;
        usage.tokensOut += next.value.tokensOut;
        break;
      }
      text += next.value;
      const marker = text.indexOf(TRAILER_MARKER);
      const safe = Math.min(
        marker >= 0 ? marker : text.length - TRAILER_MARKER.length,
        REPLY_MAX_CHARS,
      );
      if (safe > sent) {
        onToken(figure.name, text.slice(sent, safe));
        sent = safe;
      }
    }
    const marker = text.indexOf(TRAILER_MARKER);
    const body = (marker >= 0 ? text.slice(0, marker) : text).slice(0, REPLY_MAX_CHARS);
    if (body.length > sent) onToken(figure.name, body.slice(sent));
    const trailer = parseTrailer(marker >= 0 ? text.slice(marker + TRAILER_MARKER.length) : '');
    if (body.trim())
      posts.push({
        author: figure.name,
        avatar: figure.avatar,
        specialty: figure.specialty,
        content: body.trim(),
        topic: figure.topics[0] ?? figure.specialty,
        ...trailer,
      });
  }
  return { data: posts, usage };
}

function parseTrailer(raw: string): { sources: string[]; claimKind: GeneratedPost['claimKind'] } {
  const start = raw.indexOf('{');
  const end = raw.lastIndexOf('}');
  try {
    return Trailer.parse(start >= 0 && end > start ? JSON.parse(raw.slice(start, end + 1)) : {});
  } catch {
    return { sources: [], claimKind: 'inference' };
  }
}
