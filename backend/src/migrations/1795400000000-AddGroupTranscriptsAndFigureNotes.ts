import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddGroupTranscriptsAndFigureNotes1795400000000 implements MigrationInterface {
  name = 'AddGroupTranscriptsAndFigureNotes1795400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "group_messages" ADD COLUMN "transcript" text`);
    await queryRunner.query(`
      CREATE TABLE "group_figure_notes" (
        "groupId" uuid NOT NULL REFERENCES "group_chats" ("id") ON DELETE CASCADE,
        "characterId" varchar(120) NOT NULL,
        "note" text NOT NULL,
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("groupId", "characterId")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "group_figure_notes"`);
    await queryRunner.query(`ALTER TABLE "group_messages" DROP COLUMN "transcript"`);
  }
}
