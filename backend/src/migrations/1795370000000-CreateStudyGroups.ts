import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateStudyGroups1795370000000 implements MigrationInterface {
  name = 'CreateStudyGroups1795370000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "group_chats" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "name" varchar(80) NOT NULL,
        "description" varchar(500),
        "shareId" varchar(64) NOT NULL UNIQUE,
        "createdBy" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_group_chats_creator" ON "group_chats" ("createdBy")`,
    );
    await queryRunner.query(`
      CREATE TABLE "group_members" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "groupId" uuid NOT NULL REFERENCES "group_chats" ("id") ON DELETE CASCADE,
        "userId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "role" varchar(10) NOT NULL CHECK ("role" IN ('admin', 'member')),
        "joinedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_group_members" UNIQUE ("groupId", "userId")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_group_members_user" ON "group_members" ("userId")`);
    await queryRunner.query(`
      CREATE TABLE "group_messages" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "groupId" uuid NOT NULL REFERENCES "group_chats" ("id") ON DELETE CASCADE,
        "userId" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
        "characterId" varchar(120),
        "content" text NOT NULL,
        "mentions" jsonb NOT NULL DEFAULT '[]',
        "language" varchar(40),
        "replyToId" uuid REFERENCES "group_messages" ("id") ON DELETE SET NULL,
        "answersId" uuid REFERENCES "group_messages" ("id") ON DELETE CASCADE,
        "audioUrl" varchar(200),
        "audioDuration" real,
        "createdAt" timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_group_messages_history" ON "group_messages" ("groupId", "createdAt" DESC, "id" DESC)`,
    );
    // A figure answers one mention once, whoever runs the job and however often.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_group_messages_answer" ON "group_messages" ("answersId", "characterId") WHERE "answersId" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "group_messages"`);
    await queryRunner.query(`DROP TABLE "group_members"`);
    await queryRunner.query(`DROP TABLE "group_chats"`);
  }
}
