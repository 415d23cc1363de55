import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One regenerate / edit-and-resend runs per chat at a time: a second one, under another request
 * key, conflicts on this index and is refused before it is paid. Of redos already running on one
 * chat, all but the newest are marked failed first, so the index can be built.
 */
export class OneRunningRedoPerChat1795580000000 implements MigrationInterface {
  name = 'OneRunningRedoPerChat1795580000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "chat_redo_requests" r SET state = 'failed'
       WHERE r.state = 'running' AND EXISTS (
         SELECT 1 FROM "chat_redo_requests" n
         WHERE n."chatId" = r."chatId" AND n.state = 'running'
           AND (n."createdAt", n."requestKey") > (r."createdAt", r."requestKey"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_chat_redo_requests_running_chat"
         ON "chat_redo_requests" ("chatId") WHERE state = 'running'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_chat_redo_requests_running_chat"`);
  }
}
