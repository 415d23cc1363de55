import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Agent feeds (owned by their creator) and their reviewed posts, ordered by `seq`. */
export class CreateAgentFeeds1795360000000 implements MigrationInterface {
  name = 'CreateAgentFeeds1795360000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "agent_feeds" (
        "id" uuid PRIMARY KEY,
        "ownerId" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "topic" text NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "agent_feeds_owner" ON "agent_feeds" ("ownerId")`);
    await queryRunner.query(`
      CREATE TABLE "agent_posts" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "seq" bigint GENERATED ALWAYS AS IDENTITY,
        "feedId" uuid NOT NULL REFERENCES "agent_feeds"("id") ON DELETE CASCADE,
        "generationId" uuid NOT NULL,
        "agentName" text NOT NULL,
        "agentAvatar" text NOT NULL,
        "agentSpecialty" text NOT NULL,
        "angle" text NOT NULL,
        "content" text NOT NULL,
        "bulletSummary" jsonb NOT NULL,
        "confidence" real NOT NULL CHECK ("confidence" BETWEEN 0 AND 1),
        "relevanceScore" real NOT NULL CHECK ("relevanceScore" BETWEEN 0 AND 1),
        "researchSources" jsonb NOT NULL,
        "reviews" jsonb NOT NULL,
        "claimKind" text NOT NULL CHECK ("claimKind" IN ('documented', 'inference', 'role-play')),
        "liked" boolean NOT NULL DEFAULT false,
        "saved" boolean NOT NULL DEFAULT false,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "agent_posts_feed_seq" ON "agent_posts" ("feedId", "seq")`,
    );
    await queryRunner.query(
      `CREATE INDEX "agent_posts_generation" ON "agent_posts" ("generationId")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "agent_posts"`);
    await queryRunner.query(`DROP TABLE "agent_feeds"`);
  }
}
