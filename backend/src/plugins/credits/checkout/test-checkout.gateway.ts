import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { TestCheckoutSessionEntity } from '../credits.entities';
import {
  CHECKOUT_SESSION_ID_PLACEHOLDER,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentGateway,
} from './payment-gateway';

export interface AppliedPromotion {
  promotionCode: string;
  percentOff: number;
  amountTotal: number;
}

/** Stands in for Stripe when no key is configured: sessions live in PostgreSQL, paid on our TEST MODE page. */
export class TestCheckoutGateway implements PaymentGateway {
  readonly testMode = true;

  constructor(
    private readonly dataSource: DataSource,
    /** The path of a session's TEST MODE page. */
    readonly pageUrl: (sessionId: string) => string,
  ) {}

  private get sessions() {
    return this.dataSource.getRepository(TestCheckoutSessionEntity);
  }

  async createCheckout({
    userId,
    pack,
    successUrl,
    cancelUrl,
  }: CheckoutRequest): Promise<{ id: string; url: string }> {
    const id = `cs_test_${randomBytes(18).toString('hex')}`;
    await this.sessions.insert({
      id,
      userId,
      packId: pack.id,
      amountSubtotal: pack.priceCents,
      amountTotal: pack.priceCents,
      successUrl: successUrl.replace(CHECKOUT_SESSION_ID_PLACEHOLDER, id),
      cancelUrl,
    });
    return { id, url: this.pageUrl(id) };
  }

  async retrieve(sessionId: string): Promise<CheckoutSession | null> {
    const row = await this.find(sessionId);
    return (
      row && {
        id: row.id,
        paymentStatus: row.paymentStatus,
        userId: row.userId,
        packId: row.packId,
        amountTotal: row.amountTotal,
      }
    );
  }

  find(sessionId: string): Promise<TestCheckoutSessionEntity | null> {
    return this.sessions.findOneBy({ id: sessionId });
  }

  /** Sets the promotion and the price it gives on an open session; false when it was no longer open. */
  async applyPromotion(sessionId: string, promotion: AppliedPromotion): Promise<boolean> {
    const result = await this.sessions.update({ id: sessionId, status: 'open' }, promotion);
    return (result.affected ?? 0) > 0;
  }

  /** Moves an open session to paid (or expired); false when it was no longer open. */
  async settle(sessionId: string, outcome: 'paid' | 'canceled'): Promise<boolean> {
    const result = await this.sessions.update(
      { id: sessionId, status: 'open' },
      outcome === 'paid' ? { status: 'complete', paymentStatus: 'paid' } : { status: 'expired' },
    );
    return (result.affected ?? 0) > 0;
  }
}
