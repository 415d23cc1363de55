import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A promotion code on a TEST MODE checkout, as Stripe Checkout takes one: the pack's price stays
 * in `amountSubtotal`, the code and its percentage are kept, and `amountTotal` becomes the
 * discounted price that is paid. Existing sessions had no discount: their subtotal is their total.
 */
export class AddTestCheckoutPromotions1795590000000 implements MigrationInterface {
  name = 'AddTestCheckoutPromotions1795590000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "test_checkout_sessions"
        ADD COLUMN "amountSubtotal" integer,
        ADD COLUMN "promotionCode" varchar(60),
        ADD COLUMN "percentOff" integer CHECK ("percentOff" BETWEEN 1 AND 100)`);
    await queryRunner.query(`UPDATE "test_checkout_sessions" SET "amountSubtotal" = "amountTotal"`);
    await queryRunner.query(`
      ALTER TABLE "test_checkout_sessions"
        ALTER COLUMN "amountSubtotal" SET NOT NULL,
        ADD CONSTRAINT "CHK_test_checkout_sessions_promotion"
          CHECK (("promotionCode" IS NULL) = ("percentOff" IS NULL))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "test_checkout_sessions"
        DROP CONSTRAINT "CHK_test_checkout_sessions_promotion",
        DROP COLUMN "percentOff",
        DROP COLUMN "promotionCode",
        DROP COLUMN "amountSubtotal"`);
  }
}
