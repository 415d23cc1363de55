import type { Transaction } from '../../../core/database/transaction';
import type {
  ChargeStatus,
  CreditChargeEntity,
  CreditTransactionEntity,
  LedgerKind,
} from '../credits.entities';

export type LedgerEntry = CreditTransactionEntity;
export type Charge = CreditChargeEntity;

export interface LedgerChange {
  userId: string;
  /** Signed; a negative change is applied only if the balance covers it. */
  amount: number;
  kind: LedgerKind;
  description: string;
  feature: string | null;
  idempotencyKey: string;
}

export interface OpeningEntry {
  userId: string;
  /** 0 or more; a zero balance gets no ledger row. */
  amount: number;
  description: string;
  idempotencyKey: string;
}

export type LedgerOutcome =
  | { status: 'recorded'; entry: LedgerEntry }
  /** The key was used before: nothing changed, this is the original entry. */
  | { status: 'duplicate'; entry: LedgerEntry }
  | { status: 'insufficient'; available: number }
  | { status: 'unknown-user' };

/** Port: balance + ledger I/O, each change atomic with the balance update. No business rules. */
export abstract class LedgerRepository {
  abstract apply(change: LedgerChange): Promise<LedgerOutcome>;
  /**
   * Applies a spend (`amount` < 0) and opens its charge as `reserved` under the same key, all or
   * nothing. A repeated key changes nothing and answers `duplicate`.
   */
  abstract reserve(change: LedgerChange): Promise<LedgerOutcome>;
  /**
   * `reserved` → `captured`; returns the charge's status afterwards, null when there is none.
   * Inside `transaction` the capture commits or rolls back with it (and holds the charge's row
   * until then, so a concurrent `release` waits and then finds it captured).
   */
  abstract capture(
    userId: string,
    key: string,
    transaction?: Transaction,
  ): Promise<ChargeStatus | null>;
  /**
   * `reserved` → `released` and `refund` applied, in one transaction and only by the call that
   * moved it. True when this call released it (false: not reserved, or another call won).
   */
  abstract release(userId: string, key: string, refund: LedgerChange): Promise<boolean>;
  abstract findCharge(userId: string, key: string): Promise<Charge | null>;
  /** Reservations opened before `before`, oldest first, at most `limit`. */
  abstract openReservations(before: Date, limit: number): Promise<Charge[]>;
  /** Opens a new user's balance with its first ledger row, inside the sign-up's transaction. */
  abstract open(entry: OpeningEntry, transaction: Transaction): Promise<void>;
  abstract findByKey(userId: string, idempotencyKey: string): Promise<LedgerEntry | null>;
  abstract balanceOf(userId: string): Promise<number | null>;
  abstract recent(userId: string, limit: number): Promise<LedgerEntry[]>;
}
