import type { CreditPackEntity } from '../credits.entities';

/** A checkout as the payment provider reports it, reduced to what fulfilment needs. */
export interface CheckoutSession {
  id: string;
  /** Stripe's values: 'paid', 'unpaid' or 'no_payment_required'. */
  paymentStatus: string;
  /** From the session metadata we set at creation. */
  userId: string | null;
  packId: string | null;
  /** What the buyer pays, in cents, after any promotion code; null when the provider has none. */
  amountTotal: number | null;
}

export interface CheckoutRequest {
  userId: string;
  pack: CreditPackEntity;
  /** Absolute URLs; the success URL carries the `{CHECKOUT_SESSION_ID}` placeholder. */
  successUrl: string;
  cancelUrl: string;
}

/** Port: Stripe Checkout, or the built-in test checkout when no Stripe key is configured. */
export abstract class PaymentGateway {
  /** True for the built-in TEST MODE checkout. */
  abstract readonly testMode: boolean;
  abstract createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** Null when the provider does not know the session. */
  abstract retrieve(sessionId: string): Promise<CheckoutSession | null>;
}

export const CHECKOUT_SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';
