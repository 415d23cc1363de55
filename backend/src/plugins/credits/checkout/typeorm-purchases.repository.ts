import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type Purchase, PurchasesRepository } from './purchases.repository';

@Injectable()
export class TypeOrmPurchasesRepository extends PurchasesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  async recordPending(p: Purchase): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO "credit_purchases" ("sessionId", "userId", "packId", "credits", "amountCents", "status")
       VALUES ($1, $2, $3, $4, $5, 'pending')
       ON CONFLICT ("sessionId") DO NOTHING`,
      [p.sessionId, p.userId, p.packId, p.credits, p.amountCents],
    );
  }

  async claim(p: Purchase): Promise<string | null> {
    await this.dataSource.query(
      `INSERT INTO "credit_purchases" ("sessionId", "userId", "packId", "credits", "amountCents", "status")
       SELECT $1, $2, $3, $4, $5, 'pending' WHERE EXISTS (SELECT 1 FROM "users" WHERE "id" = $2)
       ON CONFLICT ("sessionId") DO NOTHING`,
      [p.sessionId, p.userId, p.packId, p.credits, p.amountCents],
    );
    const rows: { userId: string }[] = await this.dataSource.query(
      `SELECT "userId" FROM "credit_purchases" WHERE "sessionId" = $1`,
      [p.sessionId],
    );
    return rows[0]?.userId ?? null;
  }

  // A webhook may arrive for a session this instance never saw opened (e.g. created elsewhere).
  async recordPaid(p: Purchase): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO "credit_purchases"
         ("sessionId", "userId", "packId", "credits", "amountCents", "status", "paidAt")
       VALUES ($1, $2, $3, $4, $5, 'succeeded', now())
       ON CONFLICT ("sessionId") DO UPDATE
         SET "status" = 'succeeded', "paidAt" = now(), "amountCents" = EXCLUDED."amountCents"
         WHERE "credit_purchases"."status" <> 'succeeded'`,
      [p.sessionId, p.userId, p.packId, p.credits, p.amountCents],
    );
  }
}
