import { Body, Controller, Get, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type CheckoutSessionResponse,
  CheckoutSessionResponseSchema,
  type CreateCheckoutSessionBody,
  CreateCheckoutSessionBodySchema,
  type ProcessCreditPurchaseQuery,
  ProcessCreditPurchaseQuerySchema,
  type PurchaseResult,
  PurchaseResultSchema,
} from '@agora/contracts';
import type { Request } from 'express';
import type { AuthUser } from '../../../core/auth/auth-user';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { SignedInGuard } from '../../../core/auth/signed-in.guard';
import { ZodPipe } from '../../../core/http/zod.pipe';
import { ApiErrors } from '../../../core/http/openapi/api-errors.decorator';
import { ApiReturns } from '../../../core/http/openapi/api-returns.decorator';
import { CheckoutService } from './checkout.service';

@ApiTags('credits')
@Controller('api')
@UseGuards(SignedInGuard)
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  @Post('create-checkout-session')
  @ApiReturns(CheckoutSessionResponseSchema, 'Where to send the browser to pay')
  @ApiErrors(503)
  createCheckoutSession(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(CreateCheckoutSessionBodySchema)) body: CreateCheckoutSessionBody,
    @Req() req: Request,
  ): Promise<CheckoutSessionResponse> {
    return this.checkout.createSession(user, body.priceId, `${req.protocol}://${req.get('host')}`);
  }

  @Get('process-credit-purchase')
  @ApiReturns(PurchaseResultSchema)
  processCreditPurchase(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(ProcessCreditPurchaseQuerySchema)) query: ProcessCreditPurchaseQuery,
  ): Promise<PurchaseResult> {
    return this.checkout.processPurchase(user, query.session_id);
  }
}
