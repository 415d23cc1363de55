import {
  IMAGE_COST_USD,
  speechCostUsd,
  tokenCostUsd,
  transcriptionCostUsd,
} from '../accounting/pricing';
import type { MeteredEngine } from '../accounting/meter';
import { OFFLINE_MODEL } from '../offline/offline-engine';
import type { LlmClient, MediaClient } from '../providers/llm-client';

/** The built-in engines (persona engine, voice, illustration card): free. */
export const offlineEngine = (model = OFFLINE_MODEL): MeteredEngine => ({
  provider: 'offline',
  model,
  price: () => 0,
});

/** A chat model, priced per token (a self-hosted server's unknown model costs nothing). */
export const chatModel = (client: LlmClient): MeteredEngine => ({
  provider: client.provider,
  model: client.model,
  price: (usage) => tokenCostUsd(client.model, usage, client.selfHosted),
});

/** OpenAI's voice, priced per character read (`tokensIn`). */
export const speechModel = (client: MediaClient): MeteredEngine => ({
  provider: 'openai',
  model: client.ttsModel,
  price: (usage) => speechCostUsd(usage.tokensIn),
});

/** OpenAI's images, priced per picture. */
export const imageModel = (client: MediaClient): MeteredEngine => ({
  provider: 'openai',
  model: client.imageModel,
  price: () => IMAGE_COST_USD,
});

/** OpenAI's speech to text, priced per audio token heard and text token written. */
export const transcriptionModel = (client: MediaClient): MeteredEngine => ({
  provider: 'openai',
  model: client.transcribeModel,
  price: transcriptionCostUsd,
});
