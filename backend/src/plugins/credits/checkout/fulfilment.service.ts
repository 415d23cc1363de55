import { Injectable, Logger } from '@nestjs/common';
import { z } from 'zod';
import { CatalogueRepository } from '../catalogue/catalogue.repository';
import type { LedgerEntry } from '../ledger/ledger.repository';
import { CreditsService } from '../credits.service';
import type { CheckoutSession } from './payment-gateway';
import { PurchasesRepository } from './purchases.repository';

/**
 * 'no_payment_required' is what Stripe reports when a 100 % coupon (CREDIT_COUPON) covered the
 * whole price; the purchase is then complete without a charge.
 */
const SETTLED_PAYMENT_STATUSES = new Set(['paid', 'no_payment_required']);

/**
 * Adds a paid checkout's credits. The webhook, process-credit-purchase and the test checkout all
 * come here; the ledger key is the session id, so whichever arrives first adds them and the rest
 * find the same entry.
 */
@Injectable()
export class FulfilmentService {
  private readonly logger = new Logger(FulfilmentService.name);

  constructor(
    private readonly credits: CreditsService,
    private readonly catalogue: CatalogueRepository,
    private readonly purchases: PurchasesRepository,
  ) {}

  /** The ledger entry of the purchase, or null when the session is not (yet) paid or not ours. */
  async fulfil(session: CheckoutSession): Promise<LedgerEntry | null> {
    if (!SETTLED_PAYMENT_STATUSES.has(session.paymentStatus)) return null;
    if (!session.userId || !session.packId || !z.uuid().safeParse(session.userId).success) {
      this.logger.error(
        `Checkout session ${session.id} has no valid userId/packId metadata; nothing to fulfil`,
      );
      return null;
    }
    const pack = await this.catalogue.packById(session.packId);
    if (!pack) {
      this.logger.error(`Checkout session ${session.id} names unknown pack "${session.packId}"`);
      return null;
    }
    const purchase = {
      sessionId: session.id,
      userId: session.userId,
      packId: pack.id,
      credits: pack.credits,
      // The price actually paid (after a promotion code), else the pack's price.
      amountCents: session.amountTotal ?? pack.priceCents,
    };
    // Purchases are keyed by session id across all users: a session pays its first buyer only.
    const owner = await this.purchases.claim(purchase);
    if (owner !== session.userId) {
      this.logger.error(
        owner
          ? `Checkout session ${session.id} belongs to another user than its metadata names; nothing added`
          : `Checkout session ${session.id} names unknown user ${session.userId}; nothing added`,
      );
      return null;
    }
    const entry = await this.credits.addPurchase(
      session.userId,
      pack.credits,
      `Purchased ${pack.name} pack (${pack.credits} credits)`,
      session.id,
    );
    await this.purchases.recordPaid(purchase);
    return entry;
  }
}
