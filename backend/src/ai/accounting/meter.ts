import { Injectable, Optional } from '@nestjs/common';
import { NO_METRICS, OperationalMetrics } from '../../core/metrics/operational-metrics';
import type { AiProviderName } from '@agora/contracts';
import type { AiContext, AiOperation, LlmUsage } from '../types/ai.types';
import { AiCallLog } from './ai-call-log';

/** The engine that answers one call, and what its usage costs (nothing for the offline engine). */
export interface MeteredEngine {
  provider: AiProviderName;
  model: string;
  price(usage: LlmUsage): number;
}

/** What a call gives back, with what it used. */
export interface Measured<T> {
  value: T;
  usage: LlmUsage;
}

const NOTHING_USED: LlmUsage = { tokensIn: 0, tokensOut: 0 };

/**
 * The one place an engine call is measured: every provider call (structured, streamed chat,
 * speech, image) and every offline run goes through `run`, which times it and writes exactly one
 * `ai_calls` row with its usage and cost, or with its failure.
 */
@Injectable()
export class Meter {
  constructor(
    private readonly log: AiCallLog,
    @Optional() private readonly metrics: OperationalMetrics = NO_METRICS,
  ) {}

  async run<T>(
    ctx: AiContext,
    operation: AiOperation,
    engine: MeteredEngine,
    call: () => Promise<Measured<T>>,
  ): Promise<T> {
    const started = performance.now();
    let usage: LlmUsage | undefined;
    let failure: { error: unknown } | undefined;
    try {
      const measured = await call();
      usage = measured.usage;
      return measured.value;
    } catch (error) {
      failure = { error };
      // A failed call may still have used tokens (a malformed answer and its repair).
      usage = usageCarriedBy(error);
      throw error;
    } finally {
      const latencyMs = performance.now() - started;
      const costUsd = usage ? engine.price(usage) : 0;
      const status = failure ? 'error' : 'ok';
      await this.log.record({
        ctx,
        operation,
        provider: engine.provider,
        model: engine.model,
        tokensIn: (usage ?? NOTHING_USED).tokensIn,
        tokensOut: (usage ?? NOTHING_USED).tokensOut,
        latencyMs,
        costUsd,
        status,
        errorStatus: failure ? httpStatusOf(failure.error) : undefined,
      });
      this.metrics.aiCall({
        provider: engine.provider,
        feature: ctx.feature,
        status,
        costUsd,
        latencyMs,
      });
    }
  }
}

function usageCarriedBy(error: unknown): LlmUsage | undefined {
  const usage = (error as { usage?: LlmUsage } | undefined)?.usage;
  return usage && typeof usage.tokensIn === 'number' ? usage : undefined;
}

function httpStatusOf(error: unknown): number | undefined {
  const status = (error as { getStatus?: () => number } | undefined)?.getStatus?.();
  return typeof status === 'number'
    ? status
    : error instanceof Error && error.name === 'InvalidModelOutputError'
      ? 502
      : undefined;
}
