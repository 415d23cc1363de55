import type { ExplorePost } from '@agora/contracts';

export const CACHED_POSTS_KEY = 'agora.cachedPosts';
export const CACHED_POSTS_LIMIT = 50;

/** Posts kept for offline reading, newest first, at most 50. */
export function readCachedPosts(storage: Storage = localStorage): ExplorePost[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CACHED_POSTS_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as ExplorePost[]) : [];
  } catch {
    return [];
  }
}

export function cachePosts(posts: ExplorePost[], storage: Storage = localStorage): void {
  const seen = new Set<string>();
  const merged = [...posts, ...readCachedPosts(storage)].filter(
    (p) => !seen.has(p.id) && seen.add(p.id),
  );
  try {
    storage.setItem(CACHED_POSTS_KEY, JSON.stringify(merged.slice(0, CACHED_POSTS_LIMIT)));
  } catch {
    // A full storage only costs the offline copy.
  }
}
