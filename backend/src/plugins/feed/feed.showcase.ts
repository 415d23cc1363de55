import type { ShowcaseRegistry } from '../../core/showcase/showcase.registry';

/** Tells the public landing how many explore posts figures wrote, and which ones learners liked most. */
export function registerFeedShowcase(showcase: ShowcaseRegistry): void {
  showcase.addCounter({
    metric: 'posts',
    source: 'feed',
    sql: `SELECT count(*) FROM "explore_posts"`,
  });
  showcase.addSource({
    kind: 'homeFeed',
    source: 'feed',
    sql: `
      SELECT p."author", p."avatar", p."specialty", p."topic", p."content", l."likes", p."language"
      FROM (SELECT "postId", count(*)::int AS "likes" FROM "post_likes" GROUP BY "postId") l
      JOIN "explore_posts" p ON p."id"::text = l."postId"
      WHERE p."language" = $1
      ORDER BY l."likes" DESC, p."createdAt" DESC
      LIMIT 3`,
  });
}
