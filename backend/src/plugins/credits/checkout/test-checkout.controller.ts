import { Controller, Get, Param, Post, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { LanguageCode } from '@agora/contracts';
import type { Response } from 'express';
import { z } from 'zod';
import type { AuthUser } from '../../../core/auth/auth-user';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { SignedInGuard } from '../../../core/auth/signed-in.guard';
import { ZodPipe } from '../../../core/http/zod.pipe';
import { ApiErrors } from '../../../core/http/openapi/api-errors.decorator';
import { ApiHtmlPage, ApiRedirect } from '../../../core/http/openapi/api-returns.decorator';
import { RequestLanguage } from '../../../core/i18n/request-language';
import { TestCheckoutService } from './test-checkout.service';

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
