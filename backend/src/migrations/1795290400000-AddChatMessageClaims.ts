import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A mentor's reply keeps what it drew on (sources) and how sure it is (claimKind), as posts do. */
export class AddChatMessageClaims1795290400000 implements MigrationInterface {
  name = 'AddChatMessageClaims1795290400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "chat_messages"
        ADD COLUMN "sources" jsonb,
        ADD COLUMN "claimKind" text CHECK ("claimKind" IN ('documented', 'inference', 'role-play'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "chat_messages" DROP COLUMN "claimKind", DROP COLUMN "sources"`,
    );
  }
}
