import { Injectable, NotFoundException, Optional } from '@nestjs/common';
import { UserExtensionsRegistry } from '../../core/users/user-extensions';
import { NO_METRICS, OperationalMetrics } from '../../core/metrics/operational-metrics';
import type { Transaction } from '../../core/database/transaction';
import type { LanguageCode, SubscriptionSummary } from '@agora/contracts';
import type { ChargeStatus } from './credits.entities';
import {
  ChargeKeyTakenError,
  CreditsRequiredError,
  InsufficientCreditsError,
} from './credits.errors';
import { CatalogueRepository } from './catalogue/catalogue.repository';
import { CreditsConfig } from './credits.config';
import { CatalogueTranslator } from './catalogue/localize-catalogue';
import { toSubscriptionSummary } from './credits.views';
import { type LedgerChange, type LedgerEntry, LedgerRepository } from './ledger/ledger.repository';

const RECENT_TRANSACTIONS = 20;
const OPENING_KEY = 'opening-balance';
const refundKeyOf = (spendKey: string) => `refund:${spendKey}`;
/** The default reservation window (`CHARGE_RESERVATION_SECONDS`): older was left by a crashed process. */
export const RESERVATION_TIMEOUT_MS = 10 * 60_000;
const RECONCILE_BATCH = 500;

/**
 * The only way credits change. Every change is a ledger row written atomically with the balance,
 * and every call is idempotent on its key: the same key twice changes the balance once.
 */
@Injectable()
export class CreditsService {
  constructor(
    private readonly ledger: LedgerRepository,
    private readonly catalogue: CatalogueRepository,
    private readonly config: CreditsConfig,
    @Optional() private readonly metrics: OperationalMetrics = NO_METRICS,
    /** Told of every balance change, so the balance shown with the user is never stale. */
    @Optional() private readonly extensions?: UserExtensionsRegistry,
  ) {}

  private balanceChanged(userId: string): void {
    this.extensions?.changed(userId);
  }

  /** Charges the feature's cost; returns the new balance (the original one on a repeated key). */
  async spend(userId: string, feature: string, idempotencyKey: string): Promise<number> {
    const cost = await this.catalogue.featureCost(feature);
    if (!cost) throw new Error(`Unknown credit feature "${feature}"`);
    if (cost.creditCost === 0) return this.balance(userId);
    const entry = await this.record(
      {
        userId,
        amount: -cost.creditCost,
        kind: 'spend',
        description: cost.name,
        feature: cost.id,
        idempotencyKey,
      },
      cost.creditCost,
    );
    return entry.balanceAfter;
  }

  /**
   * Takes the feature's cost for work about to run, as a `reserved` charge under `key`. The work
   * must then `capture` (it reached the user) or `release` (it failed before delivering: refund);
   * a reservation left open by a crash is released by `reconcile`. A repeated key throws
   * `ChargeKeyTakenError`, so one payment never runs its work twice.
   */
  async reserve(userId: string, feature: string, key: string): Promise<void> {
    const cost = await this.catalogue.featureCost(feature);
    if (!cost) throw new Error(`Unknown credit feature "${feature}"`);
    const outcome = await this.ledger.reserve({
      userId,
      amount: -cost.creditCost,
      kind: 'spend',
      description: cost.name,
      feature: cost.id,
      idempotencyKey: key,
    });
    switch (outcome.status) {
      case 'recorded':
        this.balanceChanged(userId);
        this.metrics.credits('spent', cost.id, cost.creditCost);
        return;
      case 'duplicate':
        throw new ChargeKeyTakenError(key);
      case 'insufficient':
        throw new InsufficientCreditsError(cost.creditCost, outcome.available);
      case 'unknown-user':
        throw new NotFoundException('User not found');
    }
  }

  /**
   * The work reached the user: the charge stays. Returns the status (`released` if too late).
   * Given the `transaction` that stores the work's result, the capture commits with it: the work
   * is then either delivered and paid or released and refunded, never both, whichever call settles
   * it first (the caller rolls its result back when this answers anything but `captured`).
   */
  async capture(
    userId: string,
    key: string,
    transaction?: Transaction,
  ): Promise<ChargeStatus | null> {
    return this.ledger.capture(userId, key, transaction);
  }

  /**
   * The work failed before delivering: refunds a reserved charge, exactly once. True when this
   * call refunded it; false when it was captured, released already, or never reserved.
   */
  async release(userId: string, key: string): Promise<boolean> {
    const charge = await this.ledger.findCharge(userId, key);
    if (!charge || charge.status !== 'reserved') return false;
    const spent = await this.ledger.findByKey(userId, key);
    const released = await this.ledger.release(userId, key, {
      userId,
      amount: charge.amount,
      kind: 'refund',
      description: `Refund: ${spent?.description ?? charge.feature}`,
      feature: charge.feature,
      idempotencyKey: refundKeyOf(key),
    });
    if (released) {
      this.balanceChanged(userId);
      this.metrics.credits('refunded', charge.feature, Math.abs(charge.amount));
    }
    return released;
  }

  /**
   * Refunds every reservation older than `CHARGE_RESERVATION_SECONDS` (its process died before
   * capturing or releasing). Safe to run concurrently: each is released once. Returns how many
   * this call released.
   */
  async reconcile(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - this.config.env.CHARGE_RESERVATION_SECONDS * 1000);
    let released = 0;
    for (;;) {
      const open = await this.ledger.openReservations(before, RECONCILE_BATCH);
      for (const charge of open) {
        if (await this.release(charge.userId, charge.key)) released += 1;
      }
      if (open.length < RECONCILE_BATCH) return released;
    }
  }

  /** Adds credits; a repeated key returns the original entry and adds nothing. */
  async grant(
    userId: string,
    amount: number,
    description: string,
    idempotencyKey: string,
  ): Promise<LedgerEntry> {
    return this.add(userId, amount, description, idempotencyKey, 'grant');
  }

  /**
   * Adds credits once per key, telling whether this call added them (false: the key was used
   * before and nothing changed), e.g. a bonus that must be received once however often it is asked.
   */
  async grantOnce(
    userId: string,
    amount: number,
    description: string,
    idempotencyKey: string,
  ): Promise<{ granted: boolean; balance: number }> {
    if (!Number.isInteger(amount) || amount <= 0)
      throw new RangeError('A grant must be a positive whole number of credits');
    const outcome = await this.ledger.apply({
      userId,
      amount,
      kind: 'grant',
      description,
      feature: null,
      idempotencyKey,
    });
    if (outcome.status === 'unknown-user') throw new NotFoundException('User not found');
    if (outcome.status === 'insufficient') throw new InsufficientCreditsError(0, outcome.available);
    if (outcome.status === 'recorded') this.balanceChanged(userId);
    return { granted: outcome.status === 'recorded', balance: outcome.entry.balanceAfter };
  }

  /** Adds purchased credits, keyed by the payment (checkout session id) so it counts once. */
  async addPurchase(
    userId: string,
    amount: number,
    description: string,
    paymentId: string,
  ): Promise<LedgerEntry> {
    return this.add(userId, amount, description, `purchase:${paymentId}`, 'purchase');
  }

  /**
   * Gives back exactly what a spend took, once, when the paid work failed. Returns the new balance,
   * or null when no spend was made with that key.
   */
  async refund(userId: string, spendIdempotencyKey: string): Promise<number | null> {
    const spent = await this.ledger.findByKey(userId, spendIdempotencyKey);
    if (!spent || spent.kind !== 'spend') return null;
    const entry = await this.record({
      userId,
      amount: -spent.amount,
      kind: 'refund',
      description: `Refund: ${spent.description}`,
      feature: spent.feature,
      idempotencyKey: refundKeyOf(spendIdempotencyKey),
    });
    return entry.balanceAfter;
  }

  async balance(userId: string): Promise<number> {
    const credits = await this.ledger.balanceOf(userId);
    if (credits === null) throw new NotFoundException('User not found');
    return credits;
  }

  /** For gated features: throws 403 `{requiredCredits, currentCredits}` below the minimum. */
  async requireAtLeast(userId: string, required: number): Promise<number> {
    const current = await this.balance(userId);
    if (current < required) throw new CreditsRequiredError(required, current);
    return current;
  }

  /** Opens a new user's balance with STARTING_CREDITS, inside the sign-up's transaction. */
  async openAccount(userId: string, transaction: Transaction): Promise<void> {
    await this.ledger.open(
      {
        userId,
        amount: this.config.env.STARTING_CREDITS,
        description: 'Welcome credits',
        idempotencyKey: OPENING_KEY,
      },
      transaction,
    );
  }

  /** Balance and recent ledger; feature spends and refunds named in `language`. */
  async summary(userId: string, language: LanguageCode = 'en'): Promise<SubscriptionSummary> {
    const [credits, recent] = await Promise.all([
      this.balance(userId),
      this.ledger.recent(userId, RECENT_TRANSACTIONS),
    ]);
    const translate = new CatalogueTranslator(language);
    return toSubscriptionSummary(
      credits,
      recent.map((entry) => ({ ...entry, description: translate.transactionDescription(entry) })),
    );
  }

  private async add(
    userId: string,
    amount: number,
    description: string,
    idempotencyKey: string,
    kind: 'grant' | 'purchase',
  ): Promise<LedgerEntry> {
    if (!Number.isInteger(amount) || amount <= 0)
      throw new RangeError(`A ${kind} must be a positive whole number of credits`);
    return this.record({ userId, amount, kind, description, feature: null, idempotencyKey });
  }

  private async record(change: LedgerChange, required = 0): Promise<LedgerEntry> {
    const outcome = await this.ledger.apply(change);
    if (outcome.status === 'recorded') this.countMovement(change);
    switch (outcome.status) {
      case 'recorded':
        this.balanceChanged(change.userId);
        return outcome.entry;
      case 'duplicate':
        return outcome.entry;
      case 'insufficient':
        throw new InsufficientCreditsError(required, outcome.available);
      case 'unknown-user':
        throw new NotFoundException('User not found');
    }
  }

  private countMovement({ kind, feature, amount }: LedgerChange): void {
    if (kind === 'spend') this.metrics.credits('spent', feature ?? 'other', -amount);
    if (kind === 'refund') this.metrics.credits('refunded', feature ?? 'other', amount);
  }
}
