import type { HomeFeedPost } from '@agora/contracts';
import { useLocalStorage } from '@agora/ui';

const CLEARED_KEY = 'agora.homeFeed.clearedAt';

/**
 * Clear feed is local only: it remembers the newest post shown when it was used (the server's
 * clock) and hides every top-level post up to it. Nothing is sent to the server.
 */
export function useClearedFeed<T extends HomeFeedPost>(posts: readonly T[]) {
  const [clearedAt, setClearedAt] = useLocalStorage<string | null>(CLEARED_KEY, null);
  const visible = clearedAt ? posts.filter((p) => p.createdAt > clearedAt) : posts;
  return {
    visible,
    cleared: clearedAt !== null,
    clear: () => {
      const newest = posts.reduce((max, p) => (p.createdAt > max ? p.createdAt : max), '');
      setClearedAt(newest || new Date().toISOString());
    },
  };
}
