import { BadRequestException, Injectable, ServiceUnavailableException } from '@nestjs/common';
import Stripe from 'stripe';
import { CreditsConfig } from '../credits.config';
import { FulfilmentService } from './fulfilment.service';
import { toCheckoutSession } from './stripe.gateway';

/** Events after which a checkout may be paid; fulfilment itself checks the payment status. */
const FULFILLING_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
]);

@Injectable()
export class StripeWebhookService {
  constructor(
    private readonly config: CreditsConfig,
    private readonly fulfilment: FulfilmentService,
  ) {}

  /** Verifies Stripe's signature over the exact raw body, then fulfils completed checkouts. */
  async handle(
    rawBody: Buffer | undefined,
    signature: string | undefined,
  ): Promise<{ received: true }> {
    const secret = this.config.env.STRIPE_WEBHOOK_SECRET;
    if (!secret)
      throw new ServiceUnavailableException(
        'Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET)',
      );
    if (!rawBody?.length) throw new BadRequestException('Webhook body is missing');
    if (!signature) throw new BadRequestException('stripe-signature header is missing');
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch {
      throw new BadRequestException('Webhook signature verification failed');
    }
    if (FULFILLING_EVENTS.has(event.type)) {
      await this.fulfilment.fulfil(toCheckoutSession(event.data.object as Stripe.Checkout.Session));
    }
    return { received: true };
  }
}
