import type { AiProviderName } from '@agora/contracts';
import type { LlmMessage, LlmUsage } from '../types/ai.types';
import type { OutputSchema } from './output-schema';

/** The system prompt holds only our instructions; anything a user wrote goes in `messages`. */
export interface LlmRequest {
  system: string;
  messages: LlmMessage[];
  maxTokens: number;
  /** Answer with one JSON object of this shape (OpenAI structured outputs; Anthropic tool use). */
  output?: OutputSchema;
}

export interface LlmCompletion {
  text: string;
  usage: LlmUsage;
}

export interface GeneratedMedia {
  bytes: Buffer;
  contentType: string;
}

/** One chat model behind one vendor SDK (OpenAI and every OpenAI-compatible server, or Anthropic). */
export interface LlmClient {
  readonly provider: Exclude<AiProviderName, 'offline'>;
  readonly model: string;
  /** Served by an OpenAI-compatible server we run ourselves (a custom base URL). */
  readonly selfHosted: boolean;
  complete(request: LlmRequest, signal?: AbortSignal): Promise<LlmCompletion>;
  /** Yields text pieces as they arrive; the returned value is the usage. */
  stream(request: LlmRequest, signal?: AbortSignal): AsyncGenerator<string, LlmUsage>;
}

/** OpenAI also speaks and draws. */
export interface MediaClient {
  readonly ttsModel: string;
  readonly imageModel: string;
  readonly transcribeModel: string;
  speech(text: string, voice: 'alloy'): Promise<GeneratedMedia>;
  image(prompt: string): Promise<GeneratedMedia>;
  transcribe(audio: Buffer, mimeType: string): Promise<Transcription>;
}

/** What speech to text heard, with its usage (audio tokens in, text tokens out when reported). */
export interface Transcription {
  text: string;
  usage: LlmUsage;
}
