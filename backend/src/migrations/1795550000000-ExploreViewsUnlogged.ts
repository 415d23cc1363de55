import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Who has seen which explore post" is written on every feed read. Unlogged, those writes skip the
 * WAL, so a read is one statement that never waits on a disk flush. After a crash PostgreSQL
 * empties the table: readers may be shown posts again, nothing else is lost.
 */
export class ExploreViewsUnlogged1795550000000 implements MigrationInterface {
  name = 'ExploreViewsUnlogged1795550000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "explore_post_views" SET UNLOGGED`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "explore_post_views" SET LOGGED`);
  }
}
