import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '../../core/config/config.service';
import type { AiContext } from '../ai.types';
import { AiCallsRepository } from './ai-calls.repository';

export interface CallRecord {
  ctx: AiContext;
  operation: string;
  provider: 'openai' | 'anthropic' | 'offline';
  model: string;
  tokensIn: number;
  tokensOut: number;
  latencyMs: number;
  costUsd: number;
  status: 'ok' | 'error';
  errorStatus?: number;
}

/** Records every AI call and answers whether a user's server-paid daily budget is used up. */
@Injectable()
export class AiAccountingService {
  private readonly logger = new Logger(AiAccountingService.name);

  constructor(
    private readonly calls: AiCallsRepository,
    private readonly config: ConfigService,
  ) {}

  async record(call: CallRecord): Promise<void> {
    try {
      await this.calls.insert({
        userId: call.ctx.userId ?? null,
        feature: call.ctx.feature.slice(0, 64),
        operation: call.operation,
        provider: call.provider,
        model: call.model.slice(0, 120),
        tokensIn: Math.max(0, Math.round(call.tokensIn)),
        tokensOut: Math.max(0, Math.round(call.tokensOut)),
        latencyMs: Math.max(0, Math.round(call.latencyMs)),
        costUsd: Math.max(0, call.costUsd),
        userKey: Boolean(call.ctx.apiKey),
        status: call.status,
        errorStatus: call.errorStatus ?? null,
      });
    } catch (error) {
      // Accounting must never break the answer the user is waiting for.
      this.logger.error(`Could not record AI call: ${(error as Error).message}`);
    }
  }

  /** A user's own key is their own spend: only server-paid calls count against the budget. */
  async budgetExhausted(ctx: AiContext): Promise<boolean> {
    if (ctx.apiKey) return false;
    const spent = await this.calls.spentTodayUsd(ctx.userId ?? null);
    return spent >= this.config.env.AI_DAILY_BUDGET_USD;
  }
}
