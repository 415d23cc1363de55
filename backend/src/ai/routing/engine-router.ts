import { Injectable } from '@nestjs/common';
import { AiAccountingService } from '../accounting/ai-accounting.service';
import type { LlmClient } from '../providers/llm-client';
import type { OpenAiClient } from '../providers/openai.client';
import { mediaKeyOf, ProviderRouter, type Route } from '../providers/provider-router';
import type { AiContext } from '../types/ai.types';

/**
 * Decides which engine answers a request: the offline engine when it is asked for (no notice),
 * when the chosen provider has no key, or when the server-paid daily budget is spent; otherwise the
 * provider's client.
 */
@Injectable()
export class EngineRouter {
  constructor(
    private readonly providers: ProviderRouter,
    private readonly accounting: AiAccountingService,
  ) {}

  async text(ctx: AiContext): Promise<Route<LlmClient>> {
    if (ctx.provider === 'offline') return {};
    const route = this.providers.text(ctx);
    if (route.client && (await this.accounting.budgetExhausted(ctx)))
      return { notice: 'Daily AI budget reached: answered by the offline engine' };
    return route;
  }

  async media(ctx: AiContext): Promise<Route<OpenAiClient>> {
    if (ctx.provider === 'offline') return {};
    const route = this.providers.media(ctx);
    if (
      route.client &&
      (await this.accounting.budgetExhausted({ ...ctx, apiKey: mediaKeyOf(ctx) }))
    )
      return { notice: 'Daily AI budget reached: made by the offline engine' };
    return route;
  }
}
