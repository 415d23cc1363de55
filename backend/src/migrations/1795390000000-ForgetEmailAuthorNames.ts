import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Shared chats used to name a learner without a first name by their e-mail's local part; a shared
 * chat is public, so those stored names are cleared (the page then shows 'Learner').
 */
export class ForgetEmailAuthorNames1795390000000 implements MigrationInterface {
  name = 'ForgetEmailAuthorNames1795390000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      UPDATE "chat_messages" m SET "authorName" = NULL
      FROM "chats" c, "users" u
      WHERE m."chatId" = c.id
        AND u.id = COALESCE(m."authorId", c."userId")
        AND m."authorName" = split_part(u.email, '@', 1)
        AND COALESCE(trim(u."firstName"), '') = ''`);
  }

  async down(): Promise<void> {
    // The e-mail-derived names are not restored.
  }
}
