import Anthropic from '@anthropic-ai/sdk';
import { toAiHttpError } from './ai-errors';
import { IdleWatchdog } from './idle-watchdog';
import type { LlmUsage } from '../types/ai.types';
import type { LlmClient, LlmCompletion, LlmRequest } from './llm-client';

export interface AnthropicClientOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
  maxRetries: number;
}

/** Claude through `@anthropic-ai/sdk` (haiku or sonnet, ids from config). */
export class AnthropicClient implements LlmClient {
  readonly provider = 'anthropic' as const;
  readonly model: string;
  readonly selfHosted = false;
  private readonly sdk: Anthropic;

  constructor(private readonly options: AnthropicClientOptions) {
    this.model = options.model;
    // authToken: null keeps the SDK from picking up credentials from the environment.
    this.sdk = new Anthropic({
      apiKey: options.apiKey,
      authToken: null,
      baseURL: options.baseURL,
      timeout: options.timeoutMs,
      maxRetries: options.maxRetries,
    });
  }

  async complete(request: LlmRequest, signal?: AbortSignal): Promise<LlmCompletion> {
    try {
      const response = await this.sdk.messages.create(
        {
          model: this.model,
          system: request.system,
          messages: request.messages,
          max_tokens: request.maxTokens,
          // Structured answers come through a tool the model must call, its input held to the schema.
          ...(request.output
            ? {
                tools: [
                  {
                    name: request.output.name,
                    description: 'Give your answer as this tool input.',
                    input_schema: request.output.jsonSchema as Anthropic.Tool.InputSchema,
                  },
                ],
                tool_choice: { type: 'tool' as const, name: request.output.name },
              }
            : {}),
        },
        { signal },
      );
      const toolUse = response.content.find((block) => block.type === 'tool_use');
      const text = toolUse
        ? JSON.stringify(toolUse.input)
        : response.content.map((block) => (block.type === 'text' ? block.text : '')).join('');
      return {
        text,
        usage: { tokensIn: response.usage.input_tokens, tokensOut: response.usage.output_tokens },
      };
    } catch (error) {
      throw toAiHttpError(error, 'Anthropic', this.options.timeoutMs, this.model);
    }
  }

  async *stream(request: LlmRequest, signal?: AbortSignal): AsyncGenerator<string, LlmUsage> {
    const usage: LlmUsage = { tokensIn: 0, tokensOut: 0 };
    const watchdog = new IdleWatchdog(this.options.timeoutMs, signal);
    try {
      const events = await this.sdk.messages.create(
        {
          model: this.model,
          system: request.system,
          messages: request.messages,
          max_tokens: request.maxTokens,
          stream: true,
        },
        { signal: watchdog.signal },
      );
      for await (const event of events) {
        watchdog.kick();
        if (event.type === 'content_block_delta' && event.delta.type === 'text_delta')
          yield event.delta.text;
        else if (event.type === 'message_start') usage.tokensIn = event.message.usage.input_tokens;
        else if (event.type === 'message_delta') usage.tokensOut = event.usage.output_tokens;
      }
      // The SDK ends an aborted stream quietly; the caller must still learn why it stopped.
      const early = watchdog.endedEarly('Anthropic', signal);
      if (early) throw early;
      return usage;
    } catch (error) {
      throw (
        watchdog.endedEarly('Anthropic', signal) ??
        toAiHttpError(error, 'Anthropic', this.options.timeoutMs, this.model)
      );
    } finally {
      watchdog.stop();
    }
  }
}
