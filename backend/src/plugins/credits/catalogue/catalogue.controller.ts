import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Coupons, CreditPack, FeatureCost, SubscriptionPlan } from '@agora/contracts';
import { CatalogueService } from './catalogue.service';

/** The public price list: anyone may read it (the landing page advertises it too). */
@ApiTags('credits')
@Controller('api')
export class CatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get('credit-packs')
  creditPacks(): Promise<CreditPack[]> {
    return this.catalogue.creditPacks();
  }

  @Get('feature-costs')
  featureCosts(): Promise<FeatureCost[]> {
    return this.catalogue.featureCosts();
  }

  @Get('subscription-plans')
  subscriptionPlans(): SubscriptionPlan[] {
    return this.catalogue.subscriptionPlans();
  }

  @Get('coupons')
  coupons(): Promise<Coupons> {
    return this.catalogue.coupons();
  }
}
