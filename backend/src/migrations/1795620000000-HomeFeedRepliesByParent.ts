import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The home feed reads conversations from their newest replies and counts each shown post's direct
 * replies (`comments`) by `parentPostId`; this index answers those counts without reading whole
 * conversations, and lets deleting a post find the replies its foreign key cascades to.
 */
export class HomeFeedRepliesByParent1795620000000 implements MigrationInterface {
  name = 'HomeFeedRepliesByParent1795620000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS "IDX_home_feed_posts_parent"
         ON "home_feed_posts" ("parentPostId") WHERE "parentPostId" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS "IDX_home_feed_posts_parent"`);
  }
}
