import {
  whenCommitted,
  whenRolledBack,
} from '../../../core/database/testing/in-memory-transactions';
import type { Transaction } from '../../../core/database/transaction';
import { CatalogueRepository } from '../catalogue/catalogue.repository';
import { FEATURE_COSTS } from '../catalogue/catalogue.data';
import type {
  ChargeStatus,
  CreditPackEntity,
  FeatureCostEntity,
  PromotionEntity,
} from '../credits.entities';
import {
  type Charge,
  type LedgerChange,
  type LedgerEntry,
  type LedgerOutcome,
  LedgerRepository,
  type OpeningEntry,
} from '../ledger/ledger.repository';

/** Fakes of the credits ports for unit tests: balances and ledger in memory, the seeded feature costs. */
export class InMemoryLedger extends LedgerRepository {
  readonly balances = new Map<string, number>();
  readonly entries: LedgerEntry[] = [];
  readonly charges: Charge[] = [];
  /** The clock new charges are stamped with. */
  now = () => new Date();

  async apply(change: LedgerChange): Promise<LedgerOutcome> {
    const existing = await this.findByKey(change.userId, change.idempotencyKey);
    if (existing) return { status: 'duplicate', entry: existing };
    const balance = this.balances.get(change.userId);
    if (balance === undefined) return { status: 'unknown-user' };
    if (balance + change.amount < 0) return { status: 'insufficient', available: balance };
    this.balances.set(change.userId, balance + change.amount);
    const entry: LedgerEntry = {
      id: `tx-${this.entries.length + 1}`,
      ...change,
      balanceAfter: balance + change.amount,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, this.entries.length)),
    };
    this.entries.push(entry);
    return { status: 'recorded', entry };
  }

  async reserve(change: LedgerChange): Promise<LedgerOutcome> {
    const outcome = await this.apply(change);
    if (outcome.status === 'recorded')
      this.charges.push({
        userId: change.userId,
        key: change.idempotencyKey,
        feature: change.feature ?? '',
        amount: -change.amount,
        status: 'reserved',
        createdAt: this.now(),
        settledAt: null,
      });
    return outcome;
  }

  async capture(
    userId: string,
    key: string,
    transaction?: Transaction,
  ): Promise<ChargeStatus | null> {
    const charge = await this.findCharge(userId, key);
    if (charge?.status !== 'reserved') return charge?.status ?? null;
    // At once, as the row lock makes it seen first by a concurrent release; undone on rollback.
    Object.assign(charge, { status: 'captured', settledAt: this.now() });
    if (transaction)
      whenRolledBack(transaction, () =>
        Object.assign(charge, { status: 'reserved', settledAt: null }),
      );
    return 'captured';
  }

  async release(userId: string, key: string, refund: LedgerChange): Promise<boolean> {
    const charge = await this.findCharge(userId, key);
    if (charge?.status !== 'reserved') return false;
    Object.assign(charge, { status: 'released', settledAt: this.now() });
    if (charge.amount > 0) await this.apply(refund);
    return true;
  }

  async findCharge(userId: string, key: string): Promise<Charge | null> {
    return this.charges.find((c) => c.userId === userId && c.key === key) ?? null;
  }

  async openReservations(before: Date, limit: number): Promise<Charge[]> {
    return this.charges
      .filter((c) => c.status === 'reserved' && c.createdAt < before)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .slice(0, limit);
  }

  async open(entry: OpeningEntry, transaction: Transaction): Promise<void> {
    whenCommitted(transaction, () => {
      this.balances.set(entry.userId, entry.amount);
      if (entry.amount <= 0) return;
      this.entries.push({
        id: `tx-${this.entries.length + 1}`,
        ...entry,
        kind: 'opening',
        feature: null,
        balanceAfter: entry.amount,
        createdAt: new Date(),
      });
    });
  }

  async findByKey(userId: string, key: string) {
    return this.entries.find((e) => e.userId === userId && e.idempotencyKey === key) ?? null;
  }

  async balanceOf(userId: string) {
    return this.balances.get(userId) ?? null;
  }

  async recent(userId: string, limit: number) {
    return this.entries
      .filter((e) => e.userId === userId)
      .reverse()
      .slice(0, limit);
  }
}

export class FixedCatalogue extends CatalogueRepository {
  async packs(): Promise<CreditPackEntity[]> {
    return [];
  }
  async packByPriceId() {
    return null;
  }
  async packById() {
    return null;
  }
  async featureCosts(): Promise<FeatureCostEntity[]> {
    return FEATURE_COSTS;
  }
  async featureCost(id: string) {
    return FEATURE_COSTS.find((f) => f.id === id) ?? null;
  }
  async activePromotions(): Promise<PromotionEntity[]> {
    return [];
  }
  async upsert() {}
}
