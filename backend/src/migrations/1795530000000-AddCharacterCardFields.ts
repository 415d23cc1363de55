import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Imported character cards: a whole card description fits in `background` (8,000 characters),
 * `greeting` holds the card's first message, and `cardExtras` keeps every card field we do not
 * use (lorebook, scenario, other tools' extensions…) so an export gives them back.
 */
export class AddCharacterCardFields1795530000000 implements MigrationInterface {
  name = 'AddCharacterCardFields1795530000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "custom_characters" ALTER COLUMN "background" TYPE varchar(8000)`,
    );
    await queryRunner.query(
      `ALTER TABLE "custom_characters" ADD COLUMN "greeting" varchar(4000) NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(
      `ALTER TABLE "custom_characters" ADD COLUMN "cardExtras" jsonb NOT NULL DEFAULT '{}'::jsonb`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "custom_characters" DROP COLUMN "cardExtras"`);
    await queryRunner.query(`ALTER TABLE "custom_characters" DROP COLUMN "greeting"`);
    await queryRunner.query(
      `ALTER TABLE "custom_characters" ALTER COLUMN "background" TYPE varchar(2000) USING left("background", 2000)`,
    );
  }
}
