import { Injectable } from '@nestjs/common';
import type { Coupons, CreditPack, FeatureCost, SubscriptionPlan } from '@agora/contracts';
import { CreditsConfig } from '../credits.config';
import { toCreditPack, toFeatureCost, toPromotion } from '../credits.views';
import { CREDIT_PACKS, FEATURE_COSTS, PROMOTIONS } from './catalogue.data';
import { CatalogueRepository } from './catalogue.repository';

/** What credits cost and what they can buy, as the credits page shows it. */
@Injectable()
export class CatalogueService {
  constructor(
    private readonly catalogue: CatalogueRepository,
    private readonly config: CreditsConfig,
  ) {}

  seed(): Promise<void> {
    return this.catalogue.upsert({
      packs: CREDIT_PACKS,
      featureCosts: FEATURE_COSTS,
      promotions: PROMOTIONS,
    });
  }

  async creditPacks(): Promise<CreditPack[]> {
    return (await this.catalogue.packs()).map(toCreditPack);
  }

  async featureCosts(): Promise<FeatureCost[]> {
    return (await this.catalogue.featureCosts()).map(toFeatureCost);
  }

  /** Subscriptions are not sold yet; every user is on the default Explorer plan. */
  subscriptionPlans(): SubscriptionPlan[] {
    return [];
  }

  async coupons(): Promise<Coupons> {
    const promotions = await this.catalogue.activePromotions();
    return {
      creditCoupon: this.config.env.CREDIT_COUPON ?? null,
      promotions: promotions.map(toPromotion),
    };
  }
}
