import { Body, Controller, Get, Param, Post, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { LanguageCode } from '@agora/contracts';
import type { Response } from 'express';
import { z } from 'zod';
import type { AuthUser } from '../../../core/auth/auth-user';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { SignedInGuard } from '../../../core/auth/signed-in.guard';
import { AcceptsForm } from '../../../core/http/accepts-form.decorator';
import { ZodPipe } from '../../../core/http/zod.pipe';
import { ApiErrors } from '../../../core/http/openapi/api-errors.decorator';
import { ApiFormBody } from '../../../core/http/openapi/api-form-body.decorator';
import { ApiHtmlPage, ApiRedirect } from '../../../core/http/openapi/api-returns.decorator';
import { RequestLanguage } from '../../../core/i18n/request-language';
import { PromotionFormSchema, TestCheckoutService } from './test-checkout.service';

const SessionIdSchema = z
  .string()
  .regex(/^cs_test_[0-9a-f]{8,64}$/, 'not a test checkout session id');

@ApiTags('credits')
@Controller('api/test-checkout')
@UseGuards(SignedInGuard)
export class TestCheckoutController {
  constructor(private readonly testCheckout: TestCheckoutService) {}

  @Get(':sessionId')
  @ApiHtmlPage('The TEST MODE checkout page')
  async page(
    @CurrentUser() user: AuthUser,
    @Param('sessionId', new ZodPipe(SessionIdSchema)) sessionId: string,
    @RequestLanguage() language: LanguageCode,
    @Res() res: Response,
  ): Promise<void> {
    const html = await this.testCheckout.page(user, sessionId, language);
    res.type('html').set('Cache-Control', 'no-store').send(html);
  }

  // A plain HTML form of the page; cross-site posts are refused by the app-wide SameSiteRequestGuard.
  @Post(':sessionId/promotion')
  @ApiFormBody(PromotionFormSchema)
  @ApiRedirect('Applied; back to the page showing the discounted total', 303)
  @ApiHtmlPage('The page again, naming the unknown or missing code', 400)
  @ApiErrors(409)
  @AcceptsForm()
  async applyPromotion(
    @CurrentUser() user: AuthUser,
    @Param('sessionId', new ZodPipe(SessionIdSchema)) sessionId: string,
    @Body() form: unknown,
    @RequestLanguage() language: LanguageCode,
    @Res() res: Response,
  ): Promise<void> {
    const outcome = await this.testCheckout.applyPromotion(user, sessionId, form, language);
    if (outcome.kind === 'applied') return res.redirect(303, outcome.pageUrl);
    res.status(outcome.status).type('html').set('Cache-Control', 'no-store').send(outcome.html);
  }

  @Post(':sessionId/pay')
  @ApiRedirect('Paid; on to the success page', 303)
  @ApiErrors(409)
  async pay(
    @CurrentUser() user: AuthUser,
    @Param('sessionId', new ZodPipe(SessionIdSchema)) sessionId: string,
    @Res() res: Response,
  ): Promise<void> {
    res.redirect(303, await this.testCheckout.pay(user, sessionId));
  }

  @Post(':sessionId/cancel')
  @ApiRedirect('Canceled; back to the credits page', 303)
  @ApiErrors(409)
  async cancel(
    @CurrentUser() user: AuthUser,
    @Param('sessionId', new ZodPipe(SessionIdSchema)) sessionId: string,
    @Res() res: Response,
  ): Promise<void> {
    res.redirect(303, await this.testCheckout.cancel(user, sessionId));
  }
}
