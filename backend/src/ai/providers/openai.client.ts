import OpenAI, { toFile } from 'openai';
import { toAiHttpError } from './ai-errors';
import { IdleWatchdog } from './idle-watchdog';
import type { LlmUsage } from '../types/ai.types';
import type {
  GeneratedMedia,
  LlmClient,
  LlmCompletion,
  LlmRequest,
  MediaClient,
  Transcription,
} from './llm-client';

export interface OpenAiClientOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  ttsModel: string;
  imageModel: string;
  transcribeModel: string;
  timeoutMs: number;
  maxRetries: number;
}

/** The `openai` SDK: OpenAI itself, or any OpenAI-compatible server (Ollama, vLLM, LM Studio) through baseURL. */
export class OpenAiClient implements LlmClient, MediaClient {
  readonly provider = 'openai' as const;
  readonly model: string;
  readonly selfHosted: boolean;
  readonly ttsModel: string;
  readonly imageModel: string;
  readonly transcribeModel: string;
  private readonly sdk: OpenAI;

  constructor(private readonly options: OpenAiClientOptions) {
    this.model = options.model;
    this.selfHosted =
      Boolean(options.baseURL) && !/(^|\.)openai\.com$/.test(new URL(options.baseURL!).hostname);
    this.ttsModel = options.ttsModel;
    this.imageModel = options.imageModel;
    this.transcribeModel = options.transcribeModel;
    // The SDK retries 408/409/429/5xx and connection errors with exponential backoff (honouring retry-after).
    this.sdk = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseURL,
      timeout: options.timeoutMs,
      maxRetries: options.maxRetries,
    });
  }

  async complete(request: LlmRequest, signal?: AbortSignal): Promise<LlmCompletion> {
    try {
      const response = await this.sdk.chat.completions.create(
        {
          model: this.model,
          messages: [{ role: 'system', content: request.system }, ...request.messages],
          max_completion_tokens: request.maxTokens,
          ...(request.output
            ? {
                response_format: {
                  type: 'json_schema' as const,
                  json_schema: {
                    name: request.output.name,
                    schema: request.output.jsonSchema,
                    strict: true,
                  },
                },
              }
            : {}),
        },
        { signal },
      );
      const message = response.choices[0]?.message;
      // A refusal is an answer, not JSON: the caller's check fails and falls back.
      return {
        text: message?.content ?? message?.refusal ?? '',
        usage: {
          tokensIn: response.usage?.prompt_tokens ?? 0,
          tokensOut: response.usage?.completion_tokens ?? 0,
        },
      };
    } catch (error) {
      throw toAiHttpError(error, 'OpenAI', this.options.timeoutMs, this.model);
    }
  }

  async *stream(request: LlmRequest, signal?: AbortSignal): AsyncGenerator<string, LlmUsage> {
    const usage: LlmUsage = { tokensIn: 0, tokensOut: 0 };
    const watchdog = new IdleWatchdog(this.options.timeoutMs, signal);
    try {
      const chunks = await this.sdk.chat.completions.create(
        {
          model: this.model,
          messages: [{ role: 'system', content: request.system }, ...request.messages],
          max_completion_tokens: request.maxTokens,
          stream: true,
          stream_options: { include_usage: true },
        },
        { signal: watchdog.signal },
      );
      for await (const chunk of chunks) {
        watchdog.kick();
        const piece = chunk.choices[0]?.delta?.content;
        if (piece) yield piece;
        if (chunk.usage) {
          usage.tokensIn = chunk.usage.prompt_tokens;
          usage.tokensOut = chunk.usage.completion_tokens;
        }
      }
      // The SDK ends an aborted stream quietly; the caller must still learn why it stopped.
      const early = watchdog.endedEarly('OpenAI', signal);
      if (early) throw early;
      return usage;
    } catch (error) {
      throw (
        watchdog.endedEarly('OpenAI', signal) ??
        toAiHttpError(error, 'OpenAI', this.options.timeoutMs, this.model)
      );
    } finally {
      watchdog.stop();
    }
  }

  async speech(text: string, voice: 'alloy'): Promise<GeneratedMedia> {
    try {
      const response = await this.sdk.audio.speech.create({
        model: this.ttsModel,
        voice,
        input: text,
        response_format: 'mp3',
      });
      return { bytes: Buffer.from(await response.arrayBuffer()), contentType: 'audio/mpeg' };
    } catch (error) {
      throw toAiHttpError(error, 'OpenAI', this.options.timeoutMs, this.ttsModel);
    }
  }

  async image(prompt: string): Promise<GeneratedMedia> {
    try {
      const response = await this.sdk.images.generate({
        model: this.imageModel,
        prompt,
        size: '1024x1024',
        n: 1,
      });
      const first = response.data?.[0];
      if (first?.b64_json)
        return { bytes: Buffer.from(first.b64_json, 'base64'), contentType: 'image/png' };
      if (first?.url) {
        const download = await fetch(first.url, {
          signal: AbortSignal.timeout(this.options.timeoutMs),
        });
        return {
          bytes: Buffer.from(await download.arrayBuffer()),
          contentType: download.headers.get('content-type') ?? 'image/png',
        };
      }
      throw new Error('image response held no image');
    } catch (error) {
      throw toAiHttpError(error, 'OpenAI', this.options.timeoutMs, this.imageModel);
    }
  }

  async transcribe(audio: Buffer, mimeType: string): Promise<Transcription> {
    try {
      const file = await toFile(audio, `voice.${extensionOf(mimeType)}`, { type: mimeType });
      const response = await this.sdk.audio.transcriptions.create({
        model: this.transcribeModel,
        file,
        response_format: 'json',
      });
      const usage =
        'usage' in response && response.usage?.type === 'tokens'
          ? { tokensIn: response.usage.input_tokens, tokensOut: response.usage.output_tokens }
          : { tokensIn: audio.length / 1000, tokensOut: response.text.length / 4 };
      return { text: response.text, usage };
    } catch (error) {
      throw toAiHttpError(error, 'OpenAI', this.options.timeoutMs, this.transcribeModel);
    }
  }
}

/** The file name's extension the transcription endpoint uses to recognise the container. */
function extensionOf(mimeType: string): string {
  const subtype = mimeType.split(';')[0]!.split('/')[1] ?? 'webm';
  return subtype === 'mpeg' ? 'mp3' : subtype === 'mp4' ? 'm4a' : subtype;
}
