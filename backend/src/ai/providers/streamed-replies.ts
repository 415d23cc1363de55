import { REPLY_MAX_CHARS, type GeneratedPost } from '@agora/contracts';
import type { Figure } from '../catalogue/figure';
import type { OnThreadToken, ReplyInput } from '../types/ai.types';
import { streamedReplyPrompt } from '../prompts/operation-prompts';
import type { LlmUsage } from '../types/ai.types';
import type { LlmClient } from './llm-client';
import { TrailerFilter } from './reply-trailer';

/**
 * Thread replies with live tokens: one streamed answer per speaking figure, in turn. Text is passed
 * on as it arrives; the hidden trailer (see `TrailerFilter`) never reaches listeners.
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
    const filter = new TrailerFilter(REPLY_MAX_CHARS);
    for (let next = await tokens.next(); ; next = await tokens.next()) {
      if (next.done) {
        usage.tokensIn += next.value.tokensIn;
        usage.tokensOut += next.value.tokensOut;
        break;
      }
      const visible = filter.push(next.value);
      if (visible) onToken(figure.name, visible);
    }
    const rest = filter.flush();
    if (rest) onToken(figure.name, rest);
    const body = filter.body();
    const trailer = filter.claims();
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
