import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who has been handed which explore post now lives in Redis (`RedisSeenMarks`): a feed read is one
 * atomic script there instead of a pick-mark-count statement on PostgreSQL. The marks were soft
 * state already (an unlogged table, emptied by a crash); readers are shown posts afresh once.
 */
export class ExploreSeenMarksInRedis1795560000000 implements MigrationInterface {
  name = 'ExploreSeenMarksInRedis1795560000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS "explore_post_views"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE UNLOGGED TABLE "explore_post_views" (
        "viewer" varchar(80) NOT NULL,
        "postId" uuid NOT NULL REFERENCES "explore_posts"("id") ON DELETE CASCADE,
        "seenAt" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("viewer", "postId")
      )`,
    );
  }
}
