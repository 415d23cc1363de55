import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { CreditTransactionEntity } from '../credits.entities';
import {
  type LedgerChange,
  type LedgerEntry,
  type LedgerOutcome,
  LedgerRepository,
} from './ledger.repository';

/** Thrown inside the transaction to roll back a change whose key a concurrent call recorded first. */
class KeyTakenConcurrently extends Error {}

/** TypeORM returns `[rows, rowCount]` for UPDATE … RETURNING. */
function updatedRows(result: unknown): Array<{ credits: number }> {
  return Array.isArray(result) && Array.isArray(result[0])
    ? result[0]
    : (result as Array<{ credits: number }>);
}

@Injectable()
export class TypeOrmLedgerRepository extends LedgerRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  async apply(change: LedgerChange): Promise<LedgerOutcome> {
    try {
      return await this.dataSource.transaction((manager) => this.applyWithin(manager, change));
    } catch (error) {
      if (!(error instanceof KeyTakenConcurrently)) throw error;
      const entry = await this.findByKey(change.userId, change.idempotencyKey);
      if (!entry) throw error;
      return { status: 'duplicate', entry };
    }
  }

  private async applyWithin(manager: EntityManager, change: LedgerChange): Promise<LedgerOutcome> {
    const existing = await this.findByKey(change.userId, change.idempotencyKey, manager);
    if (existing) return { status: 'duplicate', entry: existing };

    // The condition makes concurrent spends safe: each waits for the row lock and re-checks the balance.
    const rows = updatedRows(
      await manager.query(
        `UPDATE "users" SET "credits" = "credits" + $2
         WHERE "id" = $1 AND "credits" + $2 >= 0
         RETURNING "credits"`,
        [change.userId, change.amount],
      ),
    );
    const balanceAfter = rows[0]?.credits;
    if (balanceAfter === undefined) {
      const user = await manager.query(`SELECT "credits" FROM "users" WHERE "id" = $1`, [
        change.userId,
      ]);
      return user[0]
        ? { status: 'insufficient', available: user[0].credits }
        : { status: 'unknown-user' };
    }

    const inserted: LedgerEntry[] = await manager.query(
      `INSERT INTO "credit_transactions"
         ("userId", "amount", "balanceAfter", "kind", "description", "feature", "idempotencyKey")
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT ("userId", "idempotencyKey") DO NOTHING
       RETURNING *`,
      [
        change.userId,
        change.amount,
        balanceAfter,
        change.kind,
        change.description,
        change.feature,
        change.idempotencyKey,
      ],
    );
    const entry = inserted[0];
    if (!entry) throw new KeyTakenConcurrently();
    return { status: 'recorded', entry };
  }

  async recordOpening(
    entry: { userId: string; amount: number; description: string; idempotencyKey: string },
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO "credit_transactions"
         ("userId", "amount", "balanceAfter", "kind", "description", "feature", "idempotencyKey")
       VALUES ($1, $2, $2, 'opening', $3, NULL, $4)
       ON CONFLICT ("userId", "idempotencyKey") DO NOTHING`,
      [entry.userId, entry.amount, entry.description, entry.idempotencyKey],
    );
  }

  async findByKey(
    userId: string,
    idempotencyKey: string,
    manager?: EntityManager,
  ): Promise<LedgerEntry | null> {
    const repository = (manager ?? this.dataSource.manager).getRepository(CreditTransactionEntity);
    return repository.findOneBy({ userId, idempotencyKey });
  }

  async balanceOf(userId: string): Promise<number | null> {
    const rows: Array<{ credits: number }> = await this.dataSource.query(
      `SELECT "credits" FROM "users" WHERE "id" = $1`,
      [userId],
    );
    return rows[0]?.credits ?? null;
  }

  async recent(userId: string, limit: number): Promise<LedgerEntry[]> {
    return this.dataSource.getRepository(CreditTransactionEntity).find({
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
  }
}
