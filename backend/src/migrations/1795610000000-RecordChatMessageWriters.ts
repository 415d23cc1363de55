import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who wrote each chat message: the server (a mentor's reply, finished or stopped) or a client (what
 * `POST /api/chats/:id/messages` saved, whatever its role). A reply a client saved is shown with a
 * note, never as the figure's own words. Of the existing rows, only replies with a claim kind are
 * known to be the server's (a stopped reply had none); the rest count as client-written.
 */
export class RecordChatMessageWriters1795610000000 implements MigrationInterface {
  name = 'RecordChatMessageWriters1795610000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "chat_messages"
        ADD COLUMN "writtenBy" varchar(6) NOT NULL DEFAULT 'client'
          CHECK ("writtenBy" IN ('server', 'client'))`);
    await queryRunner.query(`
      UPDATE "chat_messages" SET "writtenBy" = 'server'
        WHERE "role" = 'assistant' AND "claimKind" IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "chat_messages" DROP COLUMN "writtenBy"`);
  }
}
