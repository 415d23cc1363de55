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
    // Only replies the server wrote (they carry a claimKind; text a client saved as "assistant" does
    // not), only the owner's own questions (not what visitors of the shared page added), and no chat
    // whose learner lines carry links: the landing is no place for spam.
    // $1 (the language) is unused: chats do not record theirs.
    sql: `
      WITH shown AS (
        SELECT c."id" FROM "chats" c
        WHERE c."isPublic" AND c."persona" NOT LIKE 'custom-%' AND $1::text IS NOT NULL
          AND EXISTS (SELECT 1 FROM "chat_messages" m
                      WHERE m."chatId" = c."id" AND m."role" = 'assistant' AND m."claimKind" IS NOT NULL)
          AND NOT EXISTS (SELECT 1 FROM "chat_messages" m
                          WHERE m."chatId" = c."id" AND m."role" = 'user'
                            AND m."content" ~* '(https?://|www\\.|\\.(com|net|org|io|ru|xyz)\\y)')
        ORDER BY c."lastMessageAt" DESC
        LIMIT 1
      )
      SELECT c."persona", m."role", m."content", m."emotion", NULL::text AS "language"
      FROM shown JOIN "chats" c ON c."id" = shown."id"
      JOIN "chat_messages" m ON m."chatId" = shown."id"
      WHERE (m."role" = 'user' AND (m."authorId" IS NULL OR m."authorId" = c."userId"))
         OR m."claimKind" IS NOT NULL
      ORDER BY m."createdAt"
      LIMIT 4`,
  });
}
