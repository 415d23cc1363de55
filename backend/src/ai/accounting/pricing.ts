import type { LlmUsage } from '../types/ai.types';

/** US dollars per million tokens (input, output); list prices at the time of writing, used as estimates. */
const TOKEN_PRICES: [RegExp, number, number][] = [
  [/haiku-4/i, 1, 5],
  [/haiku/i, 0.25, 1.25],
  [/sonnet/i, 3, 15],
  [/opus/i, 15, 75],
  [/gpt-4\.1-mini/i, 0.4, 1.6],
  [/gpt-4o-mini/i, 0.15, 0.6],
  [/gpt-4o|gpt-4\.1/i, 2.5, 10],
];
/** Unknown models on a paid API are estimated conservatively rather than as free. */
const DEFAULT_PRICE: [number, number] = [0.5, 1.5];

/** `selfHosted`: an OpenAI-compatible server of our own (Ollama, vLLM…), where unknown models cost nothing. */
export function tokenCostUsd(model: string, usage: LlmUsage, selfHosted = false): number {
  const known = TOKEN_PRICES.find(([pattern]) => pattern.test(model));
  if (!known && selfHosted) return 0;
  const [input, output] = known ? [known[1], known[2]] : DEFAULT_PRICE;
  return (usage.tokensIn * input + usage.tokensOut * output) / 1_000_000;
}

/** Speech: per million input characters. Images: per 1024×1024 image. */
export const speechCostUsd = (characters: number) => (characters * 15) / 1_000_000;
export const IMAGE_COST_USD = 0.04;

/** Speech to text (gpt-4o-mini-transcribe): per million audio tokens in and text tokens out. */
export const transcriptionCostUsd = (usage: LlmUsage) =>
  (usage.tokensIn * 1.25 + usage.tokensOut * 5) / 1_000_000;
