import type { EntityManager } from 'typeorm';
import type { CreditTransactionEntity, LedgerKind } from '../credits.entities';

export type LedgerEntry = CreditTransactionEntity;

export interface LedgerChange {
  userId: string;
  /** Signed; a negative change is applied only if the balance covers it. */
  amount: number;
  kind: LedgerKind;
  description: string;
  feature: string | null;
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
  /** Records a balance the user already has (sign-up), inside the caller's transaction. */
  abstract recordOpening(
    entry: { userId: string; amount: number; description: string; idempotencyKey: string },
    manager: EntityManager,
  ): Promise<void>;
  abstract findByKey(userId: string, idempotencyKey: string): Promise<LedgerEntry | null>;
  abstract balanceOf(userId: string): Promise<number | null>;
  abstract recent(userId: string, limit: number): Promise<LedgerEntry[]>;
}
