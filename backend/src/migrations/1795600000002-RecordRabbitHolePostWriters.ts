import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who wrote each rabbit-hole post: the server (the AI thread and answers it generated) or a client
 * (the original post and thread posts of a create request, learners' replies). A share link's
 * preview quotes a figure only from server-written posts. Existing rows cannot be told apart, so
 * they count as client-written, and so does any row inserted without saying.
 */
export class RecordRabbitHolePostWriters1795600000002 implements MigrationInterface {
  name = 'RecordRabbitHolePostWriters1795600000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "rabbit_hole_posts"
        ADD COLUMN "writtenBy" varchar(6) NOT NULL DEFAULT 'client'
          CHECK ("writtenBy" IN ('server', 'client'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "rabbit_hole_posts" DROP COLUMN "writtenBy"`);
  }
}
