import type { ShowcaseRegistry } from '../../core/showcase/showcase.registry';

/**
 * Tells the public landing how many mentor chats have started (a chat with at least one message).
 * Only the number: a learner's chat, shared or not, is never a landing demo (sharing a link is not
 * consent to be featured on the public front page; the chat demo is curated).
 */
export function registerChatShowcase(showcase: ShowcaseRegistry): void {
  showcase.addCounter({
    metric: 'conversations',
    source: 'chat',
    sql: `SELECT count(*) FROM "chats" c WHERE EXISTS (SELECT 1 FROM "chat_messages" m WHERE m."chatId" = c."id")`,
  });
}
