import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type {
  Coupons,
  CreditPack,
  FeatureCost,
  LanguageCode,
  SubscriptionPlan,
} from '@agora/contracts';
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
  creditPacks(@RequestLanguage() language: LanguageCode): Promise<CreditPack[]> {
    return this.catalogue.creditPacks(language);
  }

  @Get('feature-costs')
  featureCosts(@RequestLanguage() language: LanguageCode): Promise<FeatureCost[]> {
    return this.catalogue.featureCosts(language);
  }

  @Get('subscription-plans')
  subscriptionPlans(): SubscriptionPlan[] {
    return this.catalogue.subscriptionPlans();
  }

  @Get('coupons')
  coupons(@RequestLanguage() language: LanguageCode): Promise<Coupons> {
    return this.catalogue.coupons(language);
  }
}
