import {
  type Coupons,
  CouponsSchema,
  type CreditPack,
  CreditPackSchema,
  type FeatureCost,
  FeatureCostSchema,
  type LanguageCode,
  type SubscriptionPlan,
  SubscriptionPlanSchema,
} from '@agora/contracts';
import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiReturns } from '../../../core/http/openapi/api-returns.decorator';
import { RequestLanguage } from '../../../core/i18n/request-language';
import { CatalogueService } from './catalogue.service';

/**
 * The public price list: anyone may read it (the landing page advertises it too). Texts come in
 * the request's language (`?lang=`, the `agora_lang` cookie, then Accept-Language).
 */
@ApiTags('credits')
@Controller('api')
export class CatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get('credit-packs')
  @ApiReturns(z.array(CreditPackSchema))
  creditPacks(@RequestLanguage() language: LanguageCode): Promise<CreditPack[]> {
    return this.catalogue.creditPacks(language);
  }

  @Get('feature-costs')
  @ApiReturns(z.array(FeatureCostSchema))
  featureCosts(@RequestLanguage() language: LanguageCode): Promise<FeatureCost[]> {
    return this.catalogue.featureCosts(language);
  }

  @Get('subscription-plans')
  @ApiReturns(z.array(SubscriptionPlanSchema))
  subscriptionPlans(): SubscriptionPlan[] {
    return this.catalogue.subscriptionPlans();
  }

  @Get('coupons')
  @ApiReturns(CouponsSchema)
  coupons(@RequestLanguage() language: LanguageCode): Promise<Coupons> {
    return this.catalogue.coupons(language);
  }
}
