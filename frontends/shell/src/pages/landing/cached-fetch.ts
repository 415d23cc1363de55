import { apiRequest } from '@agora/ui';

interface CacheEntry<T> {
  savedAt: number;
  value: T;
}

function readCache<T>(key: string): CacheEntry<T> | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as CacheEntry<T>) : null;
  } catch {
    return null;
  }
}

/**
 * GETs `url`, keeping the answer in local storage for `maxAgeMs`. When the request fails, an older
 * cached answer is used if there is one, otherwise `fallback`.
 */
export async function fetchWithLocalCache<T>(
  url: string,
  key: string,
  maxAgeMs: number,
  fallback: T,
  now = Date.now(),
): Promise<T> {
  const cached = readCache<T>(key);
  if (cached && now - cached.savedAt < maxAgeMs) return cached.value;
  try {
    const value = await apiRequest<T>('GET', url);
    try {
      localStorage.setItem(key, JSON.stringify({ savedAt: now, value }));
    } catch {
      // a full storage only costs us the cache
    }
    return value;
  } catch {
    return cached?.value ?? fallback;
  }
}
