import { ConfigService } from '../core/config/config.service';
import { HttpException, Injectable } from '@nestjs/common';
import type { AgentPost, GeneratedPost, QuestionAnalysis } from '@agora/contracts';
import { Meter } from './accounting/meter';
import { AgentFeedRunner } from './agent-feed-runner';
import { type PersonaCatalogue, personaCatalogue } from './catalogue/persona-catalogue';
import { createChatStream, wordTokens } from './chat-stream';
import { MediaGenerationService } from './media-generation.service';
import { offlineNotice } from './offline-notice';
import { OFFLINE_MODEL, OfflineEngine } from './offline/offline-engine';
import { chatPrompt } from './prompts/operation-prompts';
import {
  CLIENT_CLOSED_REQUEST,
  InvalidModelOutputError,
  ModelUnavailableError,
} from './providers/ai-errors';
import type { LlmClient } from './providers/llm-client';
import { LlmOperations } from './providers/llm-operations';
import { TrailerFilter } from './providers/reply-trailer';
import { streamReplies } from './providers/streamed-replies';
import { EngineRouter } from './routing/engine-router';
import { chatModel, offlineEngine } from './routing/metered-engines';
import type { AgentDraft, AgentFeedInput, OnAgentFeedProgress } from './types/agent-feed.types';
import type {
  AgentPostsInput,
  AiContext,
  AiOperation,
  AiResult,
  ChatInput,
  ChatResult,
  ChatStream,
  ImageInput,
  LlmUsage,
  OnThreadToken,
  PostsInput,
  ReplyInput,
  SpeechInput,
  ThreadInput,
  TranscriptionInput,
} from './types/ai.types';

const MALFORMED_NOTICE = 'The AI answer was malformed twice: answered by the offline engine';
const unavailableModelNotice = (error: ModelUnavailableError) =>
  `${error.vendor} no longer offers the model "${error.model}" (retired or unknown): answered by the offline engine`;

/**
 * The only way plugins reach a model. Every method answers, falling back to the offline engine when
 * a provider cannot be used; `provider: 'offline'` in the context asks for that engine outright.
 * Every engine call, offline ones too, is metered once by `Meter`.
 */
@Injectable()
export class AiService {
  private readonly offline = new OfflineEngine();
  private readonly llm = new LlmOperations(personaCatalogue);
  private readonly agentFeeds: AgentFeedRunner;

  constructor(
    private readonly router: EngineRouter,
    private readonly meter: Meter,
    private readonly media: MediaGenerationService,
    private readonly config: ConfigService,
  ) {
    this.agentFeeds = new AgentFeedRunner(router, meter);
  }

  personas(): PersonaCatalogue {
    return personaCatalogue;
  }

  generatePosts(input: PostsInput, ctx: AiContext): Promise<AiResult<GeneratedPost[]>> {
    const bounded = { ...input, count: Math.max(1, Math.min(20, Math.floor(input.count))) };
    return this.structured(
      'posts',
      ctx,
      () => this.offline.posts(bounded),
      (c) => this.llm.posts(c, bounded, this.language(ctx)),
    );
  }

  analyzeQuestion(
    input: { question: string },
    ctx: AiContext,
  ): Promise<AiResult<QuestionAnalysis>> {
    return this.structured(
      'analyze-question',
      ctx,
      () => this.offline.analyzeQuestion(input.question),
      (c) => this.llm.analyzeQuestion(c, input.question, this.language(ctx)),
    );
  }

  generateThread(input: ThreadInput, ctx: AiContext): Promise<AiResult<GeneratedPost[]>> {
    return this.structured(
      'thread',
      ctx,
      () => this.offline.thread(input),
      (c) => this.llm.thread(c, input, this.language(ctx)),
    );
  }

  /**
   * Replies in a thread. With a listener and a model, each figure's answer is streamed live (one
   * call per figure); otherwise all answers come as one validated JSON document.
   */
  async replyInThread(
    input: ReplyInput,
    ctx: AiContext,
    onToken?: OnThreadToken,
  ): Promise<AiResult<GeneratedPost[]>> {
    const speakers = this.offline.speakersFor(input);
    const result = await this.structured(
      'thread-reply',
      ctx,
      () => this.offline.replies(input),
      (c) =>
        onToken
          ? streamReplies(c, input, speakers, this.language(ctx), onToken)
          : this.llm.replies(c, input, speakers, this.language(ctx)),
    );
    // The offline engine writes at once; its answers still reach live listeners word by word.
    if (onToken && result.provider === 'offline') {
      for (const post of result.data)
        for (const token of wordTokens(post.content)) onToken(post.author, token);
    }
    return result;
  }

  agentPosts(input: AgentPostsInput, ctx: AiContext): Promise<AiResult<AgentPost[]>> {
    return this.structured(
      'agent-posts',
      ctx,
      () => this.offline.agentPosts(input),
      (c) => this.llm.agentPosts(c, input, this.language(ctx)),
    );
  }

  /** The agent feed's staged work (panel, research, drafts, peer review), reporting each stage as it starts and moves on. */
  agentFeed(
    input: AgentFeedInput,
    ctx: AiContext,
    onProgress: OnAgentFeedProgress = () => undefined,
  ): Promise<AiResult<AgentDraft[]>> {
    return this.agentFeeds.run(input, ctx, onProgress);
  }

  streamChat(input: ChatInput, ctx: AiContext, signal?: AbortSignal): ChatStream {
    return createChatStream(async (emit) => {
      const route = await this.router.text(ctx);
      if (!route.client) return this.offlineChat(input, ctx, emit, signal, route.notice);
      const client = route.client;
      const figure = personaCatalogue.find(input.persona.name);
      const prompt = chatPrompt(input, figure, this.language(ctx));
      // The model ends with a hidden trailer of sources and claim kind; the learner never sees it.
      const filter = new TrailerFilter();
      let emitted = false;
      try {
        await this.meter.run(ctx, 'chat', chatModel(client), async () => {
          const tokens = client.stream({ ...prompt, maxTokens: 450 }, signal);
          for (let next = await tokens.next(); ; next = await tokens.next()) {
            if (next.done) return { value: undefined, usage: next.value };
            const visible = filter.push(next.value);
            if (visible) {
              emitted = true;
              emit(visible);
            }
          }
        });
      } catch (error) {
        // Refused before a word was said: the learner still gets an answer, and is told why.
        if (error instanceof ModelUnavailableError && !emitted)
          return this.offlineChat(input, ctx, emit, signal, unavailableModelNotice(error));
        throw error;
      }
      const rest = filter.flush();
      if (rest) emit(rest);
      const claims = filter.claims();
      return {
        data: filter.body().trim(),
        provider: client.provider,
        model: client.model,
        sources: claims.sources,
        // A custom mentor has no historical record to document: whatever it says is role-play.
        claimKind: figure ? claims.claimKind : 'role-play',
      };
    });
  }

  speech(input: SpeechInput, ctx: AiContext): Promise<AiResult<{ audioUrl: string }>> {
    return this.media.speech(input, ctx);
  }

  /** What a recording says (speech to text); a null transcript when no provider can listen. */
  transcribe(
    input: TranscriptionInput,
    ctx: AiContext,
  ): Promise<AiResult<{ transcript: string | null }>> {
    return this.media.transcribe(input, ctx);
  }

  image(input: ImageInput, ctx: AiContext): Promise<AiResult<{ imageUrl: string }>> {
    return this.media.image(input, ctx);
  }

  /** Runs a structured operation on the routed provider, or offline; malformed model output (after one repair) falls back too. */
  private async structured<T>(
    operation: AiOperation,
    ctx: AiContext,
    offline: () => T | Promise<T>,
    viaLlm: (client: LlmClient) => Promise<{ data: T; usage: LlmUsage }>,
  ): Promise<AiResult<T>> {
    const route = await this.router.text(ctx);
    if (!route.client) return this.runOffline(operation, ctx, offline, route.notice);
    const client = route.client;
    try {
      const data = await this.meter.run(ctx, operation, chatModel(client), async () => {
        const { data, usage } = await viaLlm(client);
        if (Array.isArray(data) && data.length === 0)
          throw Object.assign(new InvalidModelOutputError('no usable items (unknown authors)'), {
            usage,
          });
        return { value: data, usage };
      });
      return { data, provider: client.provider, model: client.model };
    } catch (error) {
      if (error instanceof InvalidModelOutputError)
        return this.runOffline(operation, ctx, offline, MALFORMED_NOTICE);
      if (error instanceof ModelUnavailableError)
        return this.runOffline(operation, ctx, offline, unavailableModelNotice(error));
      throw error;
    }
  }

  private async runOffline<T>(
    operation: AiOperation,
    ctx: AiContext,
    offline: () => T | Promise<T>,
    reason: string | undefined,
  ): Promise<AiResult<T>> {
    const data = await this.meter.run(ctx, operation, offlineEngine(), async () => {
      const value = await offline();
      return { value, usage: { tokensIn: 0, tokensOut: JSON.stringify(value).length / 4 } };
    });
    return {
      data,
      provider: 'offline',
      model: OFFLINE_MODEL,
      notice: offlineNotice(reason, this.language(ctx)),
    };
  }

  private async offlineChat(
    input: ChatInput,
    ctx: AiContext,
    emit: (token: string) => void,
    signal: AbortSignal | undefined,
    reason: string | undefined,
  ): Promise<ChatResult> {
    const { reply, sent } = await this.meter.run(ctx, 'chat', offlineEngine(), async () => {
      const reply = await this.offline.chatReply(input);
      let sent = '';
      for (const token of wordTokens(reply.text)) {
        if (signal?.aborted) break;
        emit(token);
        sent += token;
        // Yield between tokens so a cancel or a slow reader is noticed, as with a real stream.
        await this.pauseBetweenWords();
      }
      const usage = { tokensIn: input.message.length / 4, tokensOut: sent.length / 4 };
      return { value: { reply, sent }, usage };
    });
    // As the SDK providers answer a cancelled stream (`toAiHttpError`): the client left, or the
    // learner stopped it; not a server fault to log.
    if (signal?.aborted) throw new HttpException('Request cancelled', CLIENT_CLOSED_REQUEST);
    return {
      data: sent.trimEnd(),
      provider: 'offline',
      model: OFFLINE_MODEL,
      sources: reply.sources,
      claimKind: reply.claimKind,
      notice: offlineNotice(reason, this.language(ctx)),
    };
  }

  private pauseBetweenWords(): Promise<void> {
    const ms = this.config.env.OFFLINE_STREAM_WORD_MS;
    return new Promise<void>((resolve) =>
      ms > 0 ? setTimeout(resolve, ms) : setImmediate(resolve),
    );
  }

  private language(ctx: AiContext): string {
    return personaCatalogue.languageName(ctx.language || 'en');
  }
}
