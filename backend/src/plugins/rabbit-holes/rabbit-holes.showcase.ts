import type { ShowcaseRegistry } from '../../core/showcase/showcase.registry';

/** Tells the public landing how many thread posts were written (the copied original post is not one). */
export function registerRabbitHolesShowcase(showcase: ShowcaseRegistry): void {
  showcase.addCounter({
    metric: 'posts',
    source: 'rabbit-holes',
    sql: `SELECT count(*) FROM "rabbit_hole_posts" WHERE "kind" <> 'original'`,
  });
}
