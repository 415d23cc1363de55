import type { ShowcaseRegistry } from '../../core/showcase/showcase.registry';

/**
 * Tells the public landing how many mentor chats have started (a chat with at least one message),
 * and offers the latest publicly shared exchange with a built-in figure as the chat demo.
 */
export function registerChatShowcase(showcase: ShowcaseRegistry): void {
  showcase.addCounter({
    metric: 'conversations',
    source: 'chat',
    sql: `SELECT count(*) FROM "chats" c WHERE EXISTS (SELECT 1 FROM "chat_messages" m WHERE m."chatId" = c."id")`,
  });
  showcase.addSource({
    kind: 'chat',
    source: 'chat',
    // $1 (the language) is unused: chats do not record theirs.
    sql: `
      WITH shown AS (
        SELECT c."id", c."persona" FROM "chats" c
        WHERE c."isPublic" AND c."persona" NOT LIKE 'custom-%' AND $1::text IS NOT NULL
          AND EXISTS (SELECT 1 FROM "chat_messages" m WHERE m."chatId" = c."id" AND m."role" = 'user')
          AND EXISTS (SELECT 1 FROM "chat_messages" m WHERE m."chatId" = c."id" AND m."role" = 'assistant')
        ORDER BY c."lastMessageAt" DESC
        LIMIT 1
      )
      SELECT shown."persona", m."role", m."content", m."emotion", NULL::text AS "language"
      FROM shown JOIN "chat_messages" m ON m."chatId" = shown."id"
      ORDER BY m."createdAt"
      LIMIT 4`,
  });
}
