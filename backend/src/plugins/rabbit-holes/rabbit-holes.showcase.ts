import type { ShowcaseRegistry } from '../../core/showcase/showcase.registry';

/**
 * Tells the public landing how many thread posts were written: the figures' posts the server wrote
 * and learners' replies. Posts a client handed in when creating a hole (the copied original, thread
 * posts) are not counted, so a script cannot inflate the number.
 */
export function registerRabbitHolesShowcase(showcase: ShowcaseRegistry): void {
  showcase.addCounter({
    metric: 'posts',
    source: 'rabbit-holes',
    sql: `SELECT count(*) FROM "rabbit_hole_posts" WHERE "writtenBy" = 'server' OR "kind" = 'user'`,
  });
}
