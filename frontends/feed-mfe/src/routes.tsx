import { withTranslations } from '@agora/ui';
import type { RouteObject } from 'react-router-dom';
import { feedStringsReady } from './locales';
import './components/posts/feed.css';

/** The screens this remote owns; the shell mounts them inside its layout. */
export const routes: RouteObject[] = withTranslations(
  [
    {
      path: '/',
      lazy: async () => ({
        Component: (await import('./pages/explore-page')).ExplorePage,
      }),
    },
    {
      path: '/home',
      lazy: async () => ({
        Component: (await import('./features/home-feed/components/home-feed-page')).HomeFeedPage,
      }),
    },
    {
      path: '/feed',
      lazy: async () => ({
        Component: (await import('./pages/feed-page')).FeedPage,
      }),
    },
    {
      path: '/ask',
      lazy: async () => ({
        Component: (await import('./pages/explore-page')).AskPage,
      }),
    },
    {
      path: '/agents',
      lazy: async () => ({
        Component: (await import('./features/agents/components/agents-page')).AgentsPage,
      }),
    },
    {
      path: '/likes',
      lazy: async () => ({
        Component: (await import('./features/reactions/components/reacted-posts-page')).LikesPage,
      }),
    },
    {
      path: '/saves',
      lazy: async () => ({
        Component: (await import('./features/reactions/components/reacted-posts-page')).SavesPage,
      }),
    },
    {
      path: '/activity',
      lazy: async () => ({
        Component: (await import('./features/reactions/components/activity-page')).ActivityPage,
      }),
    },
  ],
  feedStringsReady,
);

export default routes;
