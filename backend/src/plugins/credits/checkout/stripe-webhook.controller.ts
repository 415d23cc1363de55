import { StripeEventSchema, StripeWebhookAckSchema } from '@agora/contracts';
import { Controller, Headers, HttpCode, Post, type RawBodyRequest, Req } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request } from 'express';
import { ApiJsonBody } from '../../../core/http/openapi/api-form-body.decorator';
import { ApiReturns } from '../../../core/http/openapi/api-returns.decorator';
import { StripeWebhookService } from './stripe-webhook.service';

/** Called by Stripe, not by users: authenticated by the signature instead of a session. */
@ApiTags('credits')
@SkipThrottle()
@Controller('api/stripe')
export class StripeWebhookController {
  constructor(private readonly webhooks: StripeWebhookService) {}

  @Post('webhook')
  @ApiOperation({
    summary: "Stripe's events (checkout completed…), signed with STRIPE_WEBHOOK_SECRET",
  })
  @ApiHeader({ name: 'stripe-signature', required: true })
  @ApiJsonBody(StripeEventSchema)
  @ApiReturns(StripeWebhookAckSchema)
  @HttpCode(200)
  webhook(@Req() req: RawBodyRequest<Request>, @Headers('stripe-signature') signature?: string) {
    return this.webhooks.handle(req.rawBody, signature);
  }
}
