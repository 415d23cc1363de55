import type { ShowcaseRegistry } from '../../core/showcase/showcase.registry';

/**
 * Tells the public landing how many study groups have talked, and offers the figures' side of the
 * latest round in which several figures answered as the group demo. Learners' lines stay private.
 */
export function registerGroupsShowcase(showcase: ShowcaseRegistry): void {
  showcase.addCounter({
    metric: 'conversations',
    source: 'groups',
    sql: `SELECT count(*) FROM "group_chats" g WHERE EXISTS (SELECT 1 FROM "group_messages" m WHERE m."groupId" = g."id")`,
  });
  showcase.addSource({
    kind: 'group',
    source: 'groups',
    // $1 (the language) is unused: groups do not record theirs.
    sql: `
      WITH round AS (
        SELECT a."answersId" AS id FROM "group_messages" a
        WHERE a."answersId" IS NOT NULL AND $1::text IS NOT NULL
        GROUP BY a."answersId" HAVING count(*) >= 2
        ORDER BY max(a."createdAt") DESC LIMIT 1
      )
      SELECT a."characterId" AS "persona", a."content", NULL::text AS "language"
      FROM round JOIN "group_messages" a ON a."answersId" = round.id
      ORDER BY a."createdAt"
      LIMIT 4`,
  });
}
