import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The AI layer's tables: the persona catalogue, the per-call accounting log, and generated media. */
export class CreateAiTables1795290300000 implements MigrationInterface {
  name = 'CreateAiTables1795290300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "personas" (
        "name" varchar(80) PRIMARY KEY,
        "avatar" varchar(32) NOT NULL,
        "specialty" varchar(120) NOT NULL,
        "era" varchar(120) NOT NULL,
        "bio" text NOT NULL,
        "speakingStyle" text NOT NULL,
        "topics" jsonb NOT NULL,
        "born" integer NOT NULL,
        "died" integer,
        "isMentor" boolean NOT NULL DEFAULT false,
        "isExplore" boolean NOT NULL DEFAULT false,
        "isMentionable" boolean NOT NULL DEFAULT false,
        "sortOrder" integer NOT NULL,
        "factCount" integer NOT NULL DEFAULT 0,
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "ai_calls" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "userId" uuid REFERENCES "users"("id") ON DELETE SET NULL,
        "feature" varchar(64) NOT NULL,
        "operation" varchar(32) NOT NULL,
        "provider" varchar(16) NOT NULL,
        "model" varchar(120) NOT NULL,
        "tokensIn" integer NOT NULL DEFAULT 0 CHECK ("tokensIn" >= 0),
        "tokensOut" integer NOT NULL DEFAULT 0 CHECK ("tokensOut" >= 0),
        "latencyMs" integer NOT NULL CHECK ("latencyMs" >= 0),
        "costUsd" numeric(12, 6) NOT NULL DEFAULT 0 CHECK ("costUsd" >= 0),
        "userKey" boolean NOT NULL DEFAULT false,
        "status" varchar(16) NOT NULL,
        "errorStatus" integer,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_ai_calls_user_day" ON "ai_calls" ("userId", "createdAt")`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_ai_calls_created" ON "ai_calls" ("createdAt")`);
    await queryRunner.query(`
      CREATE TABLE "media" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "contentType" varchar(100) NOT NULL,
        "bytes" bytea NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "media"`);
    await queryRunner.query(`DROP TABLE "ai_calls"`);
    await queryRunner.query(`DROP TABLE "personas"`);
  }
}
