import type { AiProviderName } from '@agora/contracts';
import type { AiContext, AiOperation } from '../types/ai.types';

/** One row of `ai_calls`, written by `Meter` only. */
export interface CallRecord {
  ctx: AiContext;
  operation: AiOperation;
  provider: AiProviderName;
  model: string;
  tokensIn: number;
  tokensOut: number;
  latencyMs: number;
  costUsd: number;
  status: 'ok' | 'error';
  errorStatus?: number;
}

/** Where `Meter` writes the record of each call (`AiAccountingService`; a fake in unit tests). */
export abstract class AiCallLog {
  abstract record(call: CallRecord): Promise<void>;
}
