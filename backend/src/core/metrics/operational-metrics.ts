/** One engine call, as `ai/`'s meter saw it. */
export interface AiCallMetric {
  provider: string;
  feature: string;
  status: 'ok' | 'error';
  costUsd: number;
  latencyMs: number;
}

/**
 * Port: what `ai/` and plugins report to the operators' metrics (core knows neither of them).
 * Inject it; `NO_METRICS` stands in where nothing is measured (unit tests).
 */
export abstract class OperationalMetrics {
  /** An AI engine call finished (provider or offline; cost in USD). */
  abstract aiCall(call: AiCallMetric): void;
  /** Credits left (`spent`) or came back to (`refunded`) learners' balances, for a feature. */
  abstract credits(movement: 'spent' | 'refunded', feature: string, amount: number): void;
}

export const NO_METRICS: OperationalMetrics = {
  aiCall: () => undefined,
  credits: () => undefined,
};
