import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateChatsAndCustomCharacters1795290200000 implements MigrationInterface {
  name = 'CreateChatsAndCustomCharacters1795290200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "custom_characters" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "ownerId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "name" varchar(80) NOT NULL,
        "avatar" varchar(500) NOT NULL,
        "specialty" varchar(120) NOT NULL,
        "personality" varchar(1000) NOT NULL,
        "background" varchar(2000) NOT NULL DEFAULT '',
        "speakingStyle" varchar(500) NOT NULL DEFAULT '',
        "isPublic" boolean NOT NULL DEFAULT false,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_custom_characters_owner" ON "custom_characters" ("ownerId")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_custom_characters_public" ON "custom_characters" ("isPublic") WHERE "isPublic"`,
    );
    await queryRunner.query(`
      CREATE TABLE "chats" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "userId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "persona" varchar(120) NOT NULL,
        "title" varchar(120) NOT NULL DEFAULT '',
        "shareId" varchar(64) UNIQUE,
        "isPublic" boolean NOT NULL DEFAULT false,
        "lastMessageAt" timestamptz NOT NULL DEFAULT now(),
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_chats_user_last" ON "chats" ("userId", "lastMessageAt" DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE "chat_messages" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "chatId" uuid NOT NULL REFERENCES "chats" ("id") ON DELETE CASCADE,
        "role" varchar(10) NOT NULL CHECK ("role" IN ('user', 'assistant')),
        "content" text NOT NULL,
        "persona" varchar(120),
        "emotion" varchar(20),
        "emotionConfidence" real CHECK ("emotionConfidence" BETWEEN 0 AND 1),
        "imageUrl" varchar(2048),
        "audioUrl" varchar(2048),
        "authorId" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
        "authorName" varchar(100),
        "createdAt" timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_chat_messages_chat_created" ON "chat_messages" ("chatId", "createdAt")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "chat_messages"`);
    await queryRunner.query(`DROP TABLE "chats"`);
    await queryRunner.query(`DROP TABLE "custom_characters"`);
  }
}
