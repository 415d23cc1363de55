import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A language's explore pool is its newest posts (`EXPLORE_POOL_SIZE`), loaded from PostgreSQL when
 * Redis has none and again hourly: this index answers that query without sorting every post of
 * the language.
 */
export class ExplorePostsNewestIndex1795570000000 implements MigrationInterface {
  name = 'ExplorePostsNewestIndex1795570000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS "IDX_explore_posts_language_newest"
         ON "explore_posts" ("language", "createdAt" DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS "IDX_explore_posts_language_newest"`);
  }
}
