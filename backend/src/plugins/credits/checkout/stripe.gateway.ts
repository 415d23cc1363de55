import type Stripe from 'stripe';
import type { CheckoutRequest, CheckoutSession, PaymentGateway } from './payment-gateway';

/** Real Stripe Checkout (mode payment), priced from our catalogue so no Stripe-side prices are needed. */
export class StripeGateway implements PaymentGateway {
  readonly testMode = false;

  constructor(private readonly stripe: Stripe) {}

  async createCheckout({
    userId,
    pack,
    successUrl,
    cancelUrl,
  }: CheckoutRequest): Promise<{ id: string; url: string }> {
    const session = await this.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'eur',
            unit_amount: pack.priceCents,
            product_data: {
              name: `${pack.name} – ${pack.credits} credits`,
              description: pack.description,
            },
          },
        },
      ],
      metadata: { userId, packId: pack.id },
      client_reference_id: userId,
      success_url: successUrl,
      cancel_url: cancelUrl,
      allow_promotion_codes: true,
    });
    if (!session.url)
      throw new Error(`Stripe returned checkout session ${session.id} without a url`);
    return { id: session.id, url: session.url };
  }

  async retrieve(sessionId: string): Promise<CheckoutSession | null> {
    try {
      return toCheckoutSession(await this.stripe.checkout.sessions.retrieve(sessionId));
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return null;
      throw error;
    }
  }
}

export function toCheckoutSession(session: Stripe.Checkout.Session): CheckoutSession {
  return {
    id: session.id,
    paymentStatus: session.payment_status,
    userId: session.metadata?.userId ?? null,
    packId: session.metadata?.packId ?? null,
    amountTotal: session.amount_total,
  };
}
