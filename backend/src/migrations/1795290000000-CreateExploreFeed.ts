import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The explore pool (generated posts with stable ids), who saw what, questions asked, likes and saves. */
export class CreateExploreFeed1795290000000 implements MigrationInterface {
  name = 'CreateExploreFeed1795290000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "explore_posts" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "language" varchar(8) NOT NULL,
        "origin" varchar(16) NOT NULL CHECK ("origin" IN ('pool', 'custom', 'question')),
        "topic" varchar(200) NOT NULL,
        "author" varchar(120) NOT NULL,
        "avatar" varchar(500) NOT NULL,
        "specialty" varchar(200) NOT NULL,
        "content" text NOT NULL,
        "contentHash" varchar(64) NOT NULL,
        "sources" jsonb NOT NULL DEFAULT '[]',
        "claimKind" varchar(40) NOT NULL,
        "provider" varchar(40) NOT NULL,
        "model" varchar(120) NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    // The same text is never stored twice per language, so "unseen" also means "new to read".
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_explore_posts_language_hash" ON "explore_posts" ("language", "contentHash")`,
    );
    await queryRunner.query(`
      CREATE TABLE "explore_post_views" (
        "viewer" varchar(80) NOT NULL,
        "postId" uuid NOT NULL REFERENCES "explore_posts"("id") ON DELETE CASCADE,
        "seenAt" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("viewer", "postId")
      )`);
    await queryRunner.query(`
      CREATE TABLE "explore_questions" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "userId" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "question" varchar(500) NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_explore_questions_user" ON "explore_questions" ("userId")`,
    );
    for (const table of ['post_likes', 'post_saves']) {
      await queryRunner.query(`
        CREATE TABLE "${table}" (
          "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
          "userId" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
          "postId" varchar(100) NOT NULL,
          "postContent" text NOT NULL,
          "postAuthor" varchar(120) NOT NULL,
          "postTopic" varchar(200) NOT NULL,
          "createdAt" timestamptz NOT NULL DEFAULT now(),
          UNIQUE ("userId", "postId")
        )`);
      await queryRunner.query(
        `CREATE INDEX "IDX_${table}_user_created" ON "${table}" ("userId", "createdAt")`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "post_saves"`);
    await queryRunner.query(`DROP TABLE "post_likes"`);
    await queryRunner.query(`DROP TABLE "explore_questions"`);
    await queryRunner.query(`DROP TABLE "explore_post_views"`);
    await queryRunner.query(`DROP TABLE "explore_posts"`);
  }
}
