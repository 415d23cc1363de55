import { Injectable } from '@nestjs/common';
import type {
  Coupons,
  CreditPack,
  FeatureCost,
  LanguageCode,
  SubscriptionPlan,
} from '@agora/contracts';
import { CreditsConfig } from '../credits.config';
import { toCreditPack, toFeatureCost, toPromotion } from '../credits.views';
import { CREDIT_PACKS, FEATURE_COSTS, PROMOTIONS } from './catalogue.data';
import { CatalogueRepository } from './catalogue.repository';
import { CatalogueTranslator } from './localize-catalogue';

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

  /** Names and descriptions in `language` where translated, English otherwise. */
  async creditPacks(language: LanguageCode = 'en'): Promise<CreditPack[]> {
    const translate = new CatalogueTranslator(language);
    return (await this.catalogue.packs()).map((pack) => translate.pack(toCreditPack(pack)));
  }

  async featureCosts(language: LanguageCode = 'en'): Promise<FeatureCost[]> {
    const translate = new CatalogueTranslator(language);
    return (await this.catalogue.featureCosts()).map((cost) =>
      translate.feature(toFeatureCost(cost)),
    );
  }

  /** Subscriptions are not sold yet; every user is on the default Explorer plan. */
  subscriptionPlans(): SubscriptionPlan[] {
    return [];
  }

  async coupons(language: LanguageCode = 'en'): Promise<Coupons> {
    const translate = new CatalogueTranslator(language);
    const promotions = await this.catalogue.activePromotions();
    return {
      creditCoupon: this.config.env.CREDIT_COUPON ?? null,
      promotions: promotions.map((promotion) => translate.promotion(toPromotion(promotion))),
    };
  }
}
