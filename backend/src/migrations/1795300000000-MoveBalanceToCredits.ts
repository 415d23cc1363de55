import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The balance moves from `users.credits` to the credits plugin's own `credit_balances` (one row per
 * user, written with each ledger row; never negative). Existing balances are carried over.
 */
export class MoveBalanceToCredits1795300000000 implements MigrationInterface {
  name = 'MoveBalanceToCredits1795300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "credit_balances" (
        "userId" uuid PRIMARY KEY REFERENCES "users" ("id") ON DELETE CASCADE,
        "balance" integer NOT NULL DEFAULT 0 CHECK ("balance" >= 0)
      )`);
    await queryRunner.query(
      `INSERT INTO "credit_balances" ("userId", "balance") SELECT "id", "credits" FROM "users"`,
    );
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "credits"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "users" ADD COLUMN "credits" integer NOT NULL DEFAULT 0 CHECK ("credits" >= 0)`,
    );
    await queryRunner.query(`
      UPDATE "users" SET "credits" = b."balance"
      FROM "credit_balances" b WHERE b."userId" = "users"."id"`);
    await queryRunner.query(`DROP TABLE "credit_balances"`);
  }
}
