import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Home feed: learners' posts and comments and the figures' replies in one tree (`parentPostId`,
 * `rootPostId` for loading a whole conversation at once), and who likes what.
 */
export class CreateHomeFeed1795350000000 implements MigrationInterface {
  name = 'CreateHomeFeed1795350000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "home_feed_posts" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "rootPostId" uuid REFERENCES "home_feed_posts"("id") ON DELETE CASCADE,
        "parentPostId" uuid REFERENCES "home_feed_posts"("id") ON DELETE CASCADE,
        "userId" uuid REFERENCES "users"("id") ON DELETE CASCADE,
        -- Who asked for a generated figure post (generate-more), for the per-user limit.
        "requestedBy" uuid REFERENCES "users"("id") ON DELETE SET NULL,
        "username" varchar(80),
        "isAiResponse" boolean NOT NULL DEFAULT false,
        "aiAuthor" varchar(120),
        "aiAvatar" varchar(500),
        "aiSpecialty" varchar(200),
        "content" text NOT NULL CHECK (char_length("content") BETWEEN 1 AND 2000),
        "language" varchar(8) NOT NULL DEFAULT 'en',
        "topics" text[] NOT NULL DEFAULT '{}',
        "likes" integer NOT NULL DEFAULT 0 CHECK ("likes" >= 0),
        "repliesWrittenAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        CHECK ("isAiResponse" = ("aiAuthor" IS NOT NULL)),
        CHECK ("isAiResponse" OR "userId" IS NOT NULL),
        CHECK (("rootPostId" IS NULL) = ("parentPostId" IS NULL))
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_home_feed_posts_top" ON "home_feed_posts" ("createdAt" DESC, "id" DESC) WHERE "parentPostId" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_home_feed_posts_root" ON "home_feed_posts" ("rootPostId", "createdAt")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_home_feed_posts_user" ON "home_feed_posts" ("userId", "createdAt" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_home_feed_posts_requested_by" ON "home_feed_posts" ("requestedBy", "createdAt" DESC) WHERE "requestedBy" IS NOT NULL`,
    );
    // A figure answers a given post once, however often its reply job runs.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_home_feed_posts_figure_reply" ON "home_feed_posts" ("parentPostId", "aiAuthor") WHERE "isAiResponse" AND "parentPostId" IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE "home_feed_likes" (
        "postId" uuid NOT NULL REFERENCES "home_feed_posts"("id") ON DELETE CASCADE,
        "userId" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("postId", "userId")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_home_feed_likes_user" ON "home_feed_likes" ("userId", "createdAt" DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "home_feed_likes"`);
    await queryRunner.query(`DROP TABLE "home_feed_posts"`);
  }
}
