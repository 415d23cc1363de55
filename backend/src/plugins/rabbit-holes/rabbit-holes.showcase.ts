import type { ShowcaseRegistry } from '../../core/showcase/showcase.registry';

/**
 * Tells the public landing how many thread posts were written: the figures' posts the server wrote
 * and learners' replies. Posts a client handed in when creating a hole are not counted, so a script
 * cannot inflate the number; nor is an original copied from a feed, which its feed counts.
 */
export function registerRabbitHolesShowcase(showcase: ShowcaseRegistry): void {
  showcase.addCounter({
    metric: 'posts',
    source: 'rabbit-holes',
    sql: `SELECT count(*) FROM "rabbit_hole_posts"
          WHERE ("writtenBy" = 'server' AND "kind" <> 'original') OR "kind" = 'user'`,
  });
}
