import type { ShowcaseRegistry } from '../../core/showcase/showcase.registry';

/**
 * Tells the public landing how many study groups have talked. Only the number: what is said in a
 * group is for its members, so a group is never a landing demo (the group demo is curated).
 */
export function registerGroupsShowcase(showcase: ShowcaseRegistry): void {
  showcase.addCounter({
    metric: 'conversations',
    source: 'groups',
    sql: `SELECT count(*) FROM "group_chats" g WHERE EXISTS (SELECT 1 FROM "group_messages" m WHERE m."groupId" = g."id")`,
  });
}
