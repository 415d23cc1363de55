import { Injectable } from '@nestjs/common';
import { ConfigService } from '../../core/config/config.service';
import type { AiContext } from '../types/ai.types';
import { AnthropicClient } from './anthropic.client';
import type { LlmClient } from './llm-client';
import { OpenAiClient } from './openai.client';

/** A provider's client, or none (the offline engine answers) with the reason when there is one. */
export type Route<C> = { client: C; notice?: undefined } | { client?: undefined; notice?: string };

const LABEL = { openai: 'OpenAI', claude: 'Claude (Anthropic)' } as const;

/** Speech and images come from OpenAI only: a user's own key counts only when it is an OpenAI key. */
export function mediaKeyOf(ctx: AiContext): string | undefined {
  return ctx.provider === 'openai' || ctx.provider === undefined ? ctx.apiKey : undefined;
}

/** Picks the vendor client for a request: the chosen provider with the user's or the server's key, or none (no key) with the reason. */
@Injectable()
export class ProviderRouter {
  private readonly serverClients = new Map<string, OpenAiClient | AnthropicClient>();

  constructor(private readonly config: ConfigService) {}

  text(ctx: AiContext): Route<LlmClient> {
    const choice =
      ctx.provider && ctx.provider !== 'offline'
        ? ctx.provider
        : this.config.env.AI_DEFAULT_PROVIDER;
    const client = choice === 'claude' ? this.anthropic(ctx) : this.openai(ctx);
    if (!client)
      return { notice: `No API key for ${LABEL[choice]}: answered by the offline engine` };
    return { client };
  }

  /** With Claude chosen, the server's OpenAI key is used if there is one. */
  media(ctx: AiContext): Route<OpenAiClient> {
    const client = this.openai({ ...ctx, apiKey: mediaKeyOf(ctx) });
    if (!client) return { notice: 'No API key for OpenAI: made by the offline engine' };
    return { client };
  }

  private openai(ctx: AiContext): OpenAiClient | undefined {
    const env = this.config.env;
    const options = {
      baseURL: env.OPENAI_BASE_URL,
      model: env.OPENAI_MODEL,
      ttsModel: env.OPENAI_TTS_MODEL,
      imageModel: env.OPENAI_IMAGE_MODEL,
      transcribeModel: env.OPENAI_TRANSCRIBE_MODEL,
      timeoutMs: env.AI_TIMEOUT_MS,
      maxRetries: env.AI_MAX_RETRIES,
    };
    if (ctx.apiKey) return new OpenAiClient({ ...options, apiKey: ctx.apiKey });
    // A local OpenAI-compatible server (Ollama, vLLM, LM Studio) usually needs no key at all.
    const serverKey = env.OPENAI_API_KEY ?? (env.OPENAI_BASE_URL ? 'no-key-needed' : undefined);
    if (!serverKey) return undefined;
    return this.cached(
      'openai',
      () => new OpenAiClient({ ...options, apiKey: serverKey }),
    ) as OpenAiClient;
  }

  private anthropic(ctx: AiContext): AnthropicClient | undefined {
    const env = this.config.env;
    const model = ctx.claudeModel === 'sonnet' ? env.CLAUDE_SONNET_MODEL : env.CLAUDE_HAIKU_MODEL;
    const options = {
      baseURL: env.ANTHROPIC_BASE_URL,
      model,
      timeoutMs: env.AI_TIMEOUT_MS,
      maxRetries: env.AI_MAX_RETRIES,
    };
    if (ctx.apiKey) return new AnthropicClient({ ...options, apiKey: ctx.apiKey });
    if (!env.ANTHROPIC_API_KEY) return undefined;
    return this.cached(
      `anthropic:${model}`,
      () => new AnthropicClient({ ...options, apiKey: env.ANTHROPIC_API_KEY! }),
    );
  }

  private cached<C extends OpenAiClient | AnthropicClient>(key: string, make: () => C): C {
    let client = this.serverClients.get(key);
    if (!client) this.serverClients.set(key, (client = make()));
    return client as C;
  }
}
