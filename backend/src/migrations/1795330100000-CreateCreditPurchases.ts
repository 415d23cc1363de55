import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One row per checkout: what was bought, what it cost, and whether it was paid. */
export class CreateCreditPurchases1795330100000 implements MigrationInterface {
  name = 'CreateCreditPurchases1795330100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "credit_purchases" (
        "sessionId" varchar(300) PRIMARY KEY,
        "userId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "packId" varchar(40) NOT NULL,
        "credits" integer NOT NULL CHECK ("credits" > 0),
        "amountCents" integer NOT NULL CHECK ("amountCents" >= 0),
        "status" varchar(20) NOT NULL CHECK ("status" IN ('pending', 'succeeded')),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "paidAt" timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_credit_purchases_created" ON "credit_purchases" ("createdAt" DESC, "sessionId" DESC)`,
    );
    // Revenue and the number of paid purchases read this index alone.
    await queryRunner.query(
      `CREATE INDEX "IDX_credit_purchases_paid" ON "credit_purchases" ("status") INCLUDE ("amountCents") WHERE "status" = 'succeeded'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "credit_purchases"`);
  }
}
