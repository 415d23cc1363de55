import { Injectable } from '@nestjs/common';
import type { AgentPost, GeneratedPost, QuestionAnalysis } from '@agora/contracts';
import { AiAccountingService, type CallRecord } from './accounting/ai-accounting.service';
import { IMAGE_COST_USD, speechCostUsd, tokenCostUsd } from './accounting/pricing';
import type {
  AgentPostsInput, AiContext, AiResult, ChatInput, ChatStream, ImageInput, OnThreadToken, PostsInput, ReplyInput, SpeechInput, ThreadInput,
} from './ai.types';
import { type PersonaCatalogue, personaCatalogue } from './catalogue/persona-catalogue';
import { createChatStream, wordTokens } from './chat-stream';
import { MediaService } from './media/media.service';
import { illustrationCard } from './offline/illustration-card';
import { OFFLINE_MODEL, OfflineEngine } from './offline/offline-engine';
import { synthesizeWav } from './offline/offline-speech';
import { chatPrompt, imagePrompt } from './prompts/operation-prompts';
import { InvalidModelOutputError } from './providers/ai-errors';
import type { LlmClient, LlmUsage } from './providers/llm-client';
import { LlmOperations } from './providers/llm-operations';
import { ProviderRouter } from './providers/provider-router';

const MALFORMED_NOTICE = 'The AI answer was malformed twice: answered by the offline engine';

/** The only way plugins reach a model. Every method answers, falling back to the offline engine when a provider cannot be used. */
@Injectable()
export class AiService {
  readonly offline = new OfflineEngine();
  private readonly llm = new LlmOperations(personaCatalogue);

  constructor(
    private readonly router: ProviderRouter,
    private readonly accounting: AiAccountingService,
    private readonly media: MediaService,
  ) {}

  personas(): PersonaCatalogue {
    return personaCatalogue;
  }

  generatePosts(input: PostsInput, ctx: AiContext): Promise<AiResult<GeneratedPost[]>> {
    const count = Math.max(1, Math.min(20, Math.floor(input.count)));
    return this.structured('posts', ctx, () => this.offline.posts({ ...input, count }), (c) => this.llm.posts(c, { ...input, count }, this.language(ctx)));
  }

  analyzeQuestion(input: { question: string }, ctx: AiContext): Promise<AiResult<QuestionAnalysis>> {
    return this.structured('analyze-question', ctx, () => this.offline.analyzeQuestion(input.question), (c) => this.llm.analyzeQuestion(c, input.question, this.language(ctx)));
  }

  generateThread(input: ThreadInput, ctx: AiContext): Promise<AiResult<GeneratedPost[]>> {
    return this.structured('thread', ctx, () => this.offline.thread(input), (c) => this.llm.thread(c, input, this.language(ctx)));
  }

  async replyInThread(input: ReplyInput, ctx: AiContext, onToken?: OnThreadToken): Promise<AiResult<GeneratedPost[]>> {
    const speakers = this.offline.speakersFor(input);
    const result = await this.structured('thread-reply', ctx, () => this.offline.replies(input), (c) => this.llm.replies(c, input, speakers, this.language(ctx)));
    // Replies are generated as one validated JSON document, then delivered word by word to live listeners.
    if (onToken) for (const post of result.data) for (const token of wordTokens(post.content)) onToken(post.author, token);
    return result;
  }

  streamChat(input: ChatInput, ctx: AiContext, signal?: AbortSignal): ChatStream {
    return createChatStream(async (emit) => {
      const route = await this.router.text(ctx);
      if (!route.client) return this.offlineChat(input, ctx, emit, signal, route.notice);
      const started = performance.now();
      const client = route.client;
      const figure = personaCatalogue.find(input.persona.name);
      const prompt = chatPrompt(input, figure, this.language(ctx));
      let text = '';
      let usage: LlmUsage = { tokensIn: 0, tokensOut: 0 };
      try {
        const tokens = client.stream({ ...prompt, maxTokens: 400 }, signal);
        for (;;) {
          const next = await tokens.next();
          if (next.done) {
            usage = next.value;
            break;
          }
          text += next.value;
          emit(next.value);
        }
      } catch (error) {
        await this.recordLlm(ctx, 'chat', client, usage, started, error);
        throw error;
      }
      await this.recordLlm(ctx, 'chat', client, usage, started);
      return { data: text, provider: client.provider, model: client.model };
    });
  }

  async speech(input: SpeechInput, ctx: AiContext): Promise<AiResult<{ audioUrl: string }>> {
    const text = input.text.slice(0, 4000);
    const route = await this.router.media(ctx);
    const started = performance.now();
    if (route.client) {
      const client = route.client;
      try {
        const audio = await client.speech(text, input.voice);
        await this.record({ ctx, operation: 'speech', provider: 'openai', model: client.ttsModel, tokensIn: text.length, tokensOut: 0, latencyMs: performance.now() - started, costUsd: speechCostUsd(text.length), status: 'ok' });
        return { data: { audioUrl: (await this.media.store(audio.bytes, audio.contentType)).url }, provider: 'openai', model: client.ttsModel };
      } catch (error) {
        await this.recordFailure(ctx, 'speech', 'openai', client.ttsModel, started, error);
        throw error;
      }
    }
    const wav = synthesizeWav(text);
    await this.recordOffline(ctx, 'speech', started, text.length, 0, 'mespeak-en-us');
    return { data: { audioUrl: (await this.media.store(wav, 'audio/wav')).url }, provider: 'offline', model: 'mespeak-en-us', notice: this.offlineNotice(route.notice, ctx) };
  }

  async image(input: ImageInput, ctx: AiContext): Promise<AiResult<{ imageUrl: string }>> {
    const figure = personaCatalogue.find(input.persona.name);
    const prompt = input.prompt.slice(0, 200);
    const route = await this.router.media(ctx);
    const started = performance.now();
    if (route.client) {
      const client = route.client;
      try {
        const picture = await client.image(imagePrompt(prompt, figure, input.persona.specialty));
        await this.record({ ctx, operation: 'image', provider: 'openai', model: client.imageModel, tokensIn: prompt.length, tokensOut: 0, latencyMs: performance.now() - started, costUsd: IMAGE_COST_USD, status: 'ok' });
        return { data: { imageUrl: (await this.media.store(picture.bytes, picture.contentType)).url }, provider: 'openai', model: client.imageModel };
      } catch (error) {
        await this.recordFailure(ctx, 'image', 'openai', client.imageModel, started, error);
        throw error;
      }
    }
    const svg = illustrationCard(prompt, input.persona, figure);
    await this.recordOffline(ctx, 'image', started, prompt.length, 0, 'illustration-card');
    return { data: { imageUrl: (await this.media.store(Buffer.from(svg), 'image/svg+xml')).url }, provider: 'offline', model: 'illustration-card', notice: this.offlineNotice(route.notice, ctx) };
  }

  agentPosts(input: AgentPostsInput, ctx: AiContext): Promise<AiResult<AgentPost[]>> {
    return this.structured('agent-posts', ctx, () => this.offline.agentPosts(input), (c) => this.llm.agentPosts(c, input, this.language(ctx)));
  }

  /** Runs a structured operation on the routed provider, or offline; malformed model output (after one repair) falls back too. */
  private async structured<T>(operation: string, ctx: AiContext, offline: () => T, viaLlm: (client: LlmClient) => Promise<{ data: T; usage: LlmUsage }>): Promise<AiResult<T>> {
    const route = await this.router.text(ctx);
    if (!route.client) return this.runOffline(operation, ctx, offline, route.notice);
    const client = route.client;
    const started = performance.now();
    try {
      const { data, usage } = await viaLlm(client);
      if (Array.isArray(data) && data.length === 0) throw new InvalidModelOutputError('no usable items (unknown authors)');
      await this.recordLlm(ctx, operation, client, usage, started);
      return { data, provider: client.provider, model: client.model };
    } catch (error) {
      const usage = (error as { usage?: LlmUsage }).usage ?? { tokensIn: 0, tokensOut: 0 };
      await this.recordLlm(ctx, operation, client, usage, started, error);
      if (error instanceof InvalidModelOutputError) return this.runOffline(operation, ctx, offline, MALFORMED_NOTICE);
      throw error;
    }
  }

  private async runOffline<T>(operation: string, ctx: AiContext, offline: () => T, reason: string): Promise<AiResult<T>> {
    const started = performance.now();
    const data = offline();
    await this.recordOffline(ctx, operation, started, 0, JSON.stringify(data).length / 4);
    return { data, provider: 'offline', model: OFFLINE_MODEL, notice: this.offlineNotice(reason, ctx) };
  }

  private async offlineChat(input: ChatInput, ctx: AiContext, emit: (token: string) => void, signal: AbortSignal | undefined, reason: string): Promise<AiResult<string>> {
    const started = performance.now();
    const reply = this.offline.chatReply(input);
    let sent = '';
    for (const token of wordTokens(reply.text)) {
      if (signal?.aborted) break;
      emit(token);
      sent += token;
      // Yield between tokens so a cancel or a slow reader is noticed, as with a real stream.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    await this.recordOffline(ctx, 'chat', started, input.message.length / 4, sent.length / 4);
    if (signal?.aborted) throw Object.assign(new Error('Chat stream cancelled'), { name: 'AbortError' });
    return { data: sent.trimEnd(), provider: 'offline', model: OFFLINE_MODEL, notice: this.offlineNotice(reason, ctx) };
  }

  private offlineNotice(reason: string | undefined, ctx: AiContext): string | undefined {
    const language = this.language(ctx);
    const english = language === 'English' ? '' : ` (the offline engine writes in English, not ${language})`;
    return reason ? `${reason}${english}` : undefined;
  }

  private language(ctx: AiContext): string {
    return personaCatalogue.languageName(ctx.language || 'en');
  }

  private recordLlm(ctx: AiContext, operation: string, client: LlmClient, usage: LlmUsage, started: number, error?: unknown): Promise<void> {
    return this.record({
      ctx, operation, provider: client.provider, model: client.model, tokensIn: usage.tokensIn, tokensOut: usage.tokensOut,
      latencyMs: performance.now() - started, costUsd: tokenCostUsd(client.model, usage),
      status: error ? 'error' : 'ok', errorStatus: error ? statusOf(error) : undefined,
    });
  }

  private recordFailure(ctx: AiContext, operation: string, provider: 'openai', model: string, started: number, error: unknown): Promise<void> {
    return this.record({ ctx, operation, provider, model, tokensIn: 0, tokensOut: 0, latencyMs: performance.now() - started, costUsd: 0, status: 'error', errorStatus: statusOf(error) });
  }

  private recordOffline(ctx: AiContext, operation: string, started: number, tokensIn: number, tokensOut: number, model = OFFLINE_MODEL): Promise<void> {
    return this.record({ ctx, operation, provider: 'offline', model, tokensIn, tokensOut, latencyMs: performance.now() - started, costUsd: 0, status: 'ok' });
  }

  private record(call: CallRecord): Promise<void> {
    return this.accounting.record(call);
  }
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { getStatus?: () => number }).getStatus?.();
  return typeof status === 'number' ? status : error instanceof InvalidModelOutputError ? 502 : undefined;
}
