import { Controller, Headers, HttpCode, Post, type RawBodyRequest, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request } from 'express';
import { StripeWebhookService } from './stripe-webhook.service';

/** Called by Stripe, not by users: authenticated by the signature instead of a session. */
@ApiExcludeController()
@SkipThrottle()
@Controller('api/stripe')
export class StripeWebhookController {
  constructor(private readonly webhooks: StripeWebhookService) {}

  @Post('webhook')
  @HttpCode(200)
  webhook(@Req() req: RawBodyRequest<Request>, @Headers('stripe-signature') signature?: string) {
    return this.webhooks.handle(req.rawBody, signature);
  }
}
