import {
  type Coupons,
  CouponsSchema,
  type CreditPack,
  CreditPackSchema,
  type FeatureCost,
  FeatureCostSchema,
  type SubscriptionPlan,
  SubscriptionPlanSchema,
} from '@agora/contracts';
import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiReturns } from '../../../core/http/openapi/api-returns.decorator';
import { CatalogueService } from './catalogue.service';

/** The public price list: anyone may read it (the landing page advertises it too). */
@ApiTags('credits')
@Controller('api')
export class CatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get('credit-packs')
  @ApiReturns(z.array(CreditPackSchema))
  creditPacks(): Promise<CreditPack[]> {
    return this.catalogue.creditPacks();
  }

  @Get('feature-costs')
  @ApiReturns(z.array(FeatureCostSchema))
  featureCosts(): Promise<FeatureCost[]> {
    return this.catalogue.featureCosts();
  }

  @Get('subscription-plans')
  @ApiReturns(z.array(SubscriptionPlanSchema))
  subscriptionPlans(): SubscriptionPlan[] {
    return this.catalogue.subscriptionPlans();
  }

  @Get('coupons')
  @ApiReturns(CouponsSchema)
  coupons(): Promise<Coupons> {
    return this.catalogue.coupons();
  }
}
