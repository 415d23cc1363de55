import {
  type LanguageCode,
  type SubscriptionSummary,
  SubscriptionSummarySchema,
} from '@agora/contracts';
import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../../core/auth/auth-user';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { SignedInGuard } from '../../../core/auth/signed-in.guard';
import { ApiReturns } from '../../../core/http/openapi/api-returns.decorator';
import { RequestLanguage } from '../../../core/i18n/request-language';
import { CreditsService } from '../credits.service';

@ApiTags('credits')
@Controller('api/user')
@UseGuards(SignedInGuard)
export class SubscriptionController {
  constructor(private readonly credits: CreditsService) {}

  /** Balance, plan and recent ledger of the caller (feature names in the request's language). */
  @Get('subscription')
  @ApiReturns(SubscriptionSummarySchema)
  subscription(
    @CurrentUser() user: AuthUser,
    @RequestLanguage() language: LanguageCode,
  ): Promise<SubscriptionSummary> {
    return this.credits.summary(user.id, language);
  }
}
