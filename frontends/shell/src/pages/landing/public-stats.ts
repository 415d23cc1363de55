import type { PublicStats } from '@agora/contracts';
import { fetchWithLocalCache } from './cached-fetch';

export type { PublicStats };

export const STATS_CACHE_KEY = 'agora.publicStats';
const STATS_CACHE_MS = 5 * 60 * 1000;
const ZERO: PublicStats = { totalUsers: 0, totalPosts: 0, totalConversations: 0, activeUsers: 0 };

/** GET /api/public-stats, cached 5 minutes; a failure yields the cached or zero values. */
export async function fetchPublicStats(): Promise<PublicStats> {
  const raw = await fetchWithLocalCache<Partial<PublicStats>>(
    '/api/public-stats',
    STATS_CACHE_KEY,
    STATS_CACHE_MS,
    ZERO,
  );
  const number = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) ? value : 0;
  return {
    totalUsers: number(raw.totalUsers),
    totalPosts: number(raw.totalPosts),
    totalConversations: number(raw.totalConversations),
    activeUsers: number(raw.activeUsers),
  };
}
