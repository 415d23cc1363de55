import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Asking a question is free: its 1-credit line leaves the price list. */
export class AskingIsFree1795410000000 implements MigrationInterface {
  name = 'AskingIsFree1795410000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "feature_costs" WHERE "id" = 'question'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `INSERT INTO "feature_costs" ("id", "name", "description", "creditCost", "sortOrder")
       VALUES ('question', 'Question', 'An answer to a question you ask', 1, 2)
       ON CONFLICT ("id") DO NOTHING`,
    );
  }
}
