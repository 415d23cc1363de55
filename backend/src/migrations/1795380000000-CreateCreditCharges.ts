import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The life of a paid action's charge: `reserved` with its spend, then `captured` once the work
 * reached the user or `released` (refunded) when it did not. Open reservations are reconciled.
 */
export class CreateCreditCharges1795380000000 implements MigrationInterface {
  name = 'CreateCreditCharges1795380000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "credit_charges" (
        "userId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "key" varchar(300) NOT NULL,
        "feature" varchar(60) NOT NULL,
        "amount" integer NOT NULL CHECK ("amount" >= 0),
        "status" varchar(20) NOT NULL CHECK ("status" IN ('reserved', 'captured', 'released')),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "settledAt" timestamptz,
        PRIMARY KEY ("userId", "key")
      )`);
    // The reconciler reads the open reservations, oldest first, from this index alone.
    await queryRunner.query(
      `CREATE INDEX "IDX_credit_charges_reserved" ON "credit_charges" ("createdAt") WHERE "status" = 'reserved'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "credit_charges"`);
  }
}
