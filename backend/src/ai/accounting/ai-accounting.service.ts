import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '../../core/config/config.service';
import type { AiContext } from '../types/ai.types';
import { AiCallLog, type CallRecord } from './ai-call-log';
import { AiCallsRepository } from './ai-calls.repository';

/** How long a user's spend read from PostgreSQL is trusted before it is read again. */
const SPEND_CACHE_MS = 15_000;

/** Writes the record of every AI call (for `Meter`) and answers whether a user's server-paid daily budget is used up. */
@Injectable()
export class AiAccountingService extends AiCallLog {
  private readonly logger = new Logger(AiAccountingService.name);
  /**
   * Spend per user, read from the database and topped up with this instance's own calls, so the
   * budget check stays off a stream's first-token path. Other instances' calls show up within
   * SPEND_CACHE_MS: the budget is a soft daily cap, not a ledger.
   */
  private readonly spend = new Map<
    string,
    { usd: number; readAt: number; day: string; refreshing: boolean }
  >();

  constructor(
    private readonly calls: AiCallsRepository,
    private readonly config: ConfigService,
  ) {
    super();
  }

  async record(call: CallRecord): Promise<void> {
    if (!call.ctx.apiKey && call.costUsd > 0) {
      const cached = this.spend.get(spendKey(call.ctx));
      if (cached) cached.usd += call.costUsd;
    }
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

  /** Spec 02 admin analytics `apiUsage`: cost and number of calls for OpenAI and Claude (offline calls are free and left out). */
  async apiUsage(
    since?: Date,
  ): Promise<{ openai: { cost: number; posts: number }; claude: { cost: number; posts: number } }> {
    const totals = await this.calls.totalsByProvider(since);
    const of = (provider: string) => {
      const row = totals.find((t) => t.provider === provider);
      return { cost: Math.round((row?.costUsd ?? 0) * 1e6) / 1e6, posts: row?.calls ?? 0 };
    };
    return { openai: of('openai'), claude: of('anthropic') };
  }

  /** A user's own key is their own spend: only server-paid calls count against the budget. */
  async budgetExhausted(ctx: AiContext): Promise<boolean> {
    if (ctx.apiKey) return false;
    return (await this.spentTodayUsd(ctx)) >= this.config.env.AI_DAILY_BUDGET_USD;
  }

  /**
   * Today's spend. A known figure is answered at once; when it is older than SPEND_CACHE_MS it is
   * refreshed in the background (stale-while-revalidate), so only a user's first call of the day
   * waits for PostgreSQL.
   */
  private async spentTodayUsd(ctx: AiContext): Promise<number> {
    const key = spendKey(ctx);
    const day = new Date().toISOString().slice(0, 10);
    const cached = this.spend.get(key);
    if (cached && cached.day === day) {
      if (Date.now() - cached.readAt >= SPEND_CACHE_MS && !cached.refreshing) {
        cached.refreshing = true;
        void this.readSpend(key, ctx, day).catch((error: Error) =>
          this.logger.warn(`Could not refresh AI spend: ${error.message}`),
        );
      }
      return cached.usd;
    }
    return this.readSpend(key, ctx, day);
  }

  private async readSpend(key: string, ctx: AiContext, day: string): Promise<number> {
    const usd = await this.calls.spentTodayUsd(ctx.userId ?? null);
    if (this.spend.size > 10_000) this.spend.clear();
    this.spend.set(key, { usd, readAt: Date.now(), day, refreshing: false });
    return usd;
  }

  /** Tests and admin tools that change ai_calls directly make the next check read the database. */
  forgetCachedSpend(): void {
    this.spend.clear();
  }
}

function spendKey(ctx: AiContext): string {
  return ctx.userId ?? 'visitors';
}
