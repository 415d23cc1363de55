import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Regenerate / edit-and-resend requests of a chat's last exchange, one row per learner and request
 * key, so a repeated submit runs (and pays) once. Message search reads titles and contents per user.
 */
export class AddChatRedoRequests1795510000000 implements MigrationInterface {
  name = 'AddChatRedoRequests1795510000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "chat_redo_requests" (
        "userId" uuid NOT NULL,
        "requestKey" uuid NOT NULL,
        "chatId" uuid NOT NULL REFERENCES "chats"("id") ON DELETE CASCADE,
        "state" varchar(10) NOT NULL DEFAULT 'running' CHECK ("state" IN ('running', 'done', 'failed')),
        "userMessageId" uuid,
        "replyMessageId" uuid,
        "stopped" boolean NOT NULL DEFAULT false,
        "provider" varchar(40),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("userId", "requestKey")
      )`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_chat_redo_requests_chat" ON "chat_redo_requests" ("chatId")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "chat_redo_requests"`);
  }
}
