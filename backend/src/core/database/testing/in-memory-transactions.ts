import { Transaction, Transactions } from '../transaction';

/**
 * A transaction of the in-memory fakes: writes are staged and applied on commit, or applied at
 * once and undone on rollback (a fake whose writes must be seen at once, as under a row lock).
 */
export class InMemoryTransaction extends Transaction {
  readonly onCommit: (() => void)[] = [];
  readonly onRollback: (() => void)[] = [];
}

export class InMemoryTransactions extends Transactions {
  committed = 0;
  rolledBack = 0;

  async run<T>(work: (transaction: Transaction) => Promise<T>): Promise<T> {
    const transaction = new InMemoryTransaction();
    try {
      const result = await work(transaction);
      transaction.onCommit.forEach((apply) => apply());
      this.committed += 1;
      return result;
    } catch (error) {
      transaction.onRollback.reverse().forEach((undo) => undo());
      this.rolledBack += 1;
      throw error;
    }
  }
}

/** Stages a write in `transaction` when it is one of the fakes', else applies it at once. */
export function whenCommitted(transaction: Transaction, apply: () => void): void {
  if (transaction instanceof InMemoryTransaction) transaction.onCommit.push(apply);
  else apply();
}

/** Registers how to undo a write already applied, should `transaction` (one of the fakes') roll back. */
export function whenRolledBack(transaction: Transaction, undo: () => void): void {
  if (transaction instanceof InMemoryTransaction) transaction.onRollback.push(undo);
}
