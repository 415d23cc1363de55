import type { ShowcaseRegistry } from '../../core/showcase/showcase.registry';

/** Tells the public landing how many home-feed posts learners and figures wrote (comments included). */
export function registerHomeFeedShowcase(showcase: ShowcaseRegistry): void {
  showcase.addCounter({
    metric: 'posts',
    source: 'home-feed',
    sql: `SELECT count(*) FROM "home_feed_posts"`,
  });
}
