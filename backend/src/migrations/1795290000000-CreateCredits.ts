import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateCredits1795290000000 implements MigrationInterface {
  name = 'CreateCredits1795290000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "credit_transactions" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "userId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "amount" integer NOT NULL CHECK ("amount" <> 0),
        "balanceAfter" integer NOT NULL CHECK ("balanceAfter" >= 0),
        "kind" varchar(20) NOT NULL CHECK ("kind" IN ('opening', 'spend', 'grant', 'purchase', 'refund')),
        "description" varchar(300) NOT NULL,
        "feature" varchar(60),
        "idempotencyKey" varchar(300) NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_credit_transactions_user_key" UNIQUE ("userId", "idempotencyKey")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_credit_transactions_user_created" ON "credit_transactions" ("userId", "createdAt" DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE "credit_packs" (
        "id" varchar(40) PRIMARY KEY,
        "name" varchar(100) NOT NULL,
        "description" varchar(300) NOT NULL,
        "priceCents" integer NOT NULL CHECK ("priceCents" >= 0),
        "credits" integer NOT NULL CHECK ("credits" > 0),
        "priceId" varchar(200) NOT NULL UNIQUE,
        "popular" boolean NOT NULL DEFAULT false,
        "sortOrder" integer NOT NULL DEFAULT 0
      )`);
    await queryRunner.query(`
      CREATE TABLE "feature_costs" (
        "id" varchar(60) PRIMARY KEY,
        "name" varchar(100) NOT NULL,
        "description" varchar(300) NOT NULL,
        "creditCost" integer NOT NULL CHECK ("creditCost" >= 0),
        "sortOrder" integer NOT NULL DEFAULT 0
      )`);
    await queryRunner.query(`
      CREATE TABLE "promotions" (
        "code" varchar(60) PRIMARY KEY,
        "percentOff" integer NOT NULL CHECK ("percentOff" BETWEEN 1 AND 100),
        "description" varchar(300) NOT NULL,
        "active" boolean NOT NULL DEFAULT true
      )`);
    // Checkout sessions of the built-in test checkout (used when no Stripe key is configured).
    await queryRunner.query(`
      CREATE TABLE "test_checkout_sessions" (
        "id" varchar(100) PRIMARY KEY,
        "userId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "packId" varchar(40) NOT NULL REFERENCES "credit_packs" ("id"),
        "amountTotal" integer NOT NULL,
        "status" varchar(20) NOT NULL DEFAULT 'open' CHECK ("status" IN ('open', 'complete', 'expired')),
        "paymentStatus" varchar(20) NOT NULL DEFAULT 'unpaid' CHECK ("paymentStatus" IN ('unpaid', 'paid')),
        "successUrl" varchar(2048) NOT NULL,
        "cancelUrl" varchar(2048) NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "test_checkout_sessions"`);
    await queryRunner.query(`DROP TABLE "promotions"`);
    await queryRunner.query(`DROP TABLE "feature_costs"`);
    await queryRunner.query(`DROP TABLE "credit_packs"`);
    await queryRunner.query(`DROP TABLE "credit_transactions"`);
  }
}
