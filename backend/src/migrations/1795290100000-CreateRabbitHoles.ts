import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Rabbit-hole threads: the record and every post in it (original, generated, user replies, AI answers). */
export class CreateRabbitHoles1795290100000 implements MigrationInterface {
  name = 'CreateRabbitHoles1795290100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "rabbit_holes" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "originalPostId" varchar(100) NOT NULL,
        "ownerKey" varchar(80) NOT NULL,
        "language" varchar(8) NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "rabbit_hole_posts" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "rabbitHoleId" uuid NOT NULL REFERENCES "rabbit_holes"("id") ON DELETE CASCADE,
        "seq" bigserial NOT NULL,
        "kind" varchar(10) NOT NULL CHECK ("kind" IN ('original', 'thread', 'user', 'ai')),
        "author" varchar(120) NOT NULL,
        "avatar" varchar(500) NOT NULL DEFAULT '',
        "specialty" varchar(200) NOT NULL DEFAULT '',
        "content" text NOT NULL,
        "topic" varchar(200) NOT NULL DEFAULT '',
        "sources" jsonb NOT NULL DEFAULT '[]',
        "claimKind" varchar(40) NOT NULL DEFAULT '',
        "provider" varchar(40),
        "username" varchar(60),
        "isReply" boolean NOT NULL DEFAULT false,
        "replyToId" varchar(100),
        "replyToAuthor" varchar(120),
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_rabbit_hole_posts_thread" ON "rabbit_hole_posts" ("rabbitHoleId", "seq")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "rabbit_hole_posts"`);
    await queryRunner.query(`DROP TABLE "rabbit_holes"`);
  }
}
