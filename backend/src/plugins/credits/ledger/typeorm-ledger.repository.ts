import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { entityManagerOf, type Transaction } from '../../../core/database/transaction';
import { UserEntity } from '../../../core/users/user.entity';
import {
  type ChargeStatus,
  CreditBalanceEntity,
  CreditChargeEntity,
  CreditTransactionEntity,
} from '../credits.entities';
import {
  type Charge,
  type LedgerChange,
  type LedgerEntry,
  type LedgerOutcome,
  LedgerRepository,
  type OpeningEntry,
} from './ledger.repository';

/** Thrown inside the transaction to roll back a change whose key a concurrent call recorded first. */
class KeyTakenConcurrently extends Error {}

@Injectable()
export class TypeOrmLedgerRepository extends LedgerRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  async apply(change: LedgerChange): Promise<LedgerOutcome> {
    return this.applyOnce(change, (manager) => this.applyWithin(manager, change));
  }

  async reserve(change: LedgerChange): Promise<LedgerOutcome> {
    return this.applyOnce(change, async (manager) => {
      const outcome = await this.applyWithin(manager, change);
      if (outcome.status === 'recorded')
        await manager.insert(CreditChargeEntity, {
          userId: change.userId,
          key: change.idempotencyKey,
          feature: change.feature ?? '',
          amount: -change.amount,
          status: 'reserved',
        });
      return outcome;
    });
  }

  async capture(
    userId: string,
    key: string,
    transaction?: Transaction,
  ): Promise<ChargeStatus | null> {
    const manager = transaction ? entityManagerOf(transaction) : this.dataSource.manager;
    const moved = await this.settle(manager, userId, key, 'captured');
    if (moved) return 'captured';
    const charge = await manager.getRepository(CreditChargeEntity).findOneBy({ userId, key });
    return charge?.status ?? null;
  }

  async release(userId: string, key: string, refund: LedgerChange): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const moved = await this.settle(manager, userId, key, 'released');
      if (!moved) return false;
      if (moved.amount > 0) await this.applyWithin(manager, refund);
      return true;
    });
  }

  async findCharge(userId: string, key: string): Promise<Charge | null> {
    return this.dataSource.getRepository(CreditChargeEntity).findOneBy({ userId, key });
  }

  async openReservations(before: Date, limit: number): Promise<Charge[]> {
    return this.dataSource
      .getRepository(CreditChargeEntity)
      .createQueryBuilder('c')
      .where(`c."status" = 'reserved' AND c."createdAt" < :before`, { before })
      .orderBy('c."createdAt"', 'ASC')
      .limit(limit)
      .getMany();
  }

  /** Moves a reserved charge on; the row lock makes exactly one concurrent caller win. */
  private async settle(
    manager: EntityManager,
    userId: string,
    key: string,
    status: Exclude<ChargeStatus, 'reserved'>,
  ): Promise<{ amount: number } | undefined> {
    const updated = await manager
      .createQueryBuilder()
      .update(CreditChargeEntity)
      .set({ status, settledAt: () => 'now()' })
      .where(`"userId" = :userId AND "key" = :key AND "status" = 'reserved'`, { userId, key })
      .returning(['amount'])
      .execute();
    return (updated.raw as { amount: number }[])[0];
  }

  private async applyOnce(
    change: LedgerChange,
    work: (manager: EntityManager) => Promise<LedgerOutcome>,
  ): Promise<LedgerOutcome> {
    try {
      return await this.dataSource.transaction(work);
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

    // A user created while this plugin was off has no balance row yet: give them one at 0.
    await manager.query(
      `INSERT INTO "credit_balances" ("userId") SELECT "id" FROM "users" WHERE "id" = $1
       ON CONFLICT ("userId") DO NOTHING`,
      [change.userId],
    );
    const balanceAfter = await this.changeBalance(manager, change);
    if (balanceAfter === undefined) {
      const current = await manager.findOneBy(CreditBalanceEntity, { userId: change.userId });
      return current
        ? { status: 'insufficient', available: current.balance }
        : { status: 'unknown-user' };
    }

    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(CreditTransactionEntity)
      .values({
        userId: change.userId,
        amount: change.amount,
        balanceAfter,
        kind: change.kind,
        description: change.description,
        feature: change.feature,
        idempotencyKey: change.idempotencyKey,
      })
      .orIgnore()
      .returning('*')
      .execute();
    const entry = (inserted.raw as LedgerEntry[])[0];
    if (!entry) throw new KeyTakenConcurrently();
    return { status: 'recorded', entry: manager.create(CreditTransactionEntity, entry) };
  }

  /** The condition makes concurrent spends safe: each waits for the row lock and re-checks the balance. */
  private async changeBalance(
    manager: EntityManager,
    change: LedgerChange,
  ): Promise<number | undefined> {
    const updated = await manager
      .createQueryBuilder()
      .update(CreditBalanceEntity)
      .set({ balance: () => `"balance" + :amount` })
      .where(`"userId" = :userId AND "balance" + :amount >= 0`)
      .setParameters({ userId: change.userId, amount: change.amount })
      .returning(['balance'])
      .execute();
    return (updated.raw as Pick<CreditBalanceEntity, 'balance'>[])[0]?.balance;
  }

  async open(entry: OpeningEntry, transaction: Transaction): Promise<void> {
    const manager = entityManagerOf(transaction);
    await manager.insert(CreditBalanceEntity, { userId: entry.userId, balance: entry.amount });
    if (entry.amount <= 0) return;
    await manager
      .createQueryBuilder()
      .insert()
      .into(CreditTransactionEntity)
      .values({
        userId: entry.userId,
        amount: entry.amount,
        balanceAfter: entry.amount,
        kind: 'opening',
        description: entry.description,
        feature: null,
        idempotencyKey: entry.idempotencyKey,
      })
      .orIgnore()
      .execute();
  }

  async findByKey(
    userId: string,
    idempotencyKey: string,
    manager?: EntityManager,
  ): Promise<LedgerEntry | null> {
    const repository = (manager ?? this.dataSource.manager).getRepository(CreditTransactionEntity);
    return repository.findOneBy({ userId, idempotencyKey });
  }

  /** The balance, 0 for a user without a balance row yet, null for an unknown user. */
  async balanceOf(userId: string): Promise<number | null> {
    const row = await this.dataSource
      .createQueryBuilder()
      .select(`COALESCE(b."balance", 0)::int`, 'balance')
      .from(UserEntity, 'u')
      .leftJoin(CreditBalanceEntity, 'b', `b."userId" = u."id"`)
      .where(`u."id" = :userId`, { userId })
      .getRawOne<{ balance: number }>();
    return row?.balance ?? null;
  }

  async recent(userId: string, limit: number): Promise<LedgerEntry[]> {
    return this.dataSource.getRepository(CreditTransactionEntity).find({
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
  }
}
