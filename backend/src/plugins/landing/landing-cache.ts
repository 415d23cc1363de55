import { LRUCache } from 'lru-cache';

/** A clock in milliseconds (lru-cache's `perf`); tests pass one they move by hand. */
export interface Clock {
  now(): number;
}

/** How long the landing keeps what it computed; a TTL of 0 keeps nothing. */
export class LandingCachePolicy {
  constructor(
    readonly statsTtlMs: number,
    readonly demoTtlMs: number,
    readonly clock: Clock = performance,
  ) {}
}

/**
 * Values loaded once per key and kept for `ttlMs`; callers that ask while a load is under way share
 * it (lru-cache's fetch), so a burst of visitors costs one query.
 */
export class KeptLoader<K extends string, V extends object> {
  private readonly cache: LRUCache<K, V> | null;

  constructor(
    private readonly load: (key: K) => Promise<V>,
    options: { ttlMs: number; maxKeys: number; clock: Clock },
  ) {
    this.cache =
      options.ttlMs > 0
        ? new LRUCache<K, V>({
            max: options.maxKeys,
            ttl: options.ttlMs,
            perf: options.clock,
            ttlResolution: 0,
            fetchMethod: (key) => load(key),
          })
        : null;
  }

  async get(key: K): Promise<V> {
    if (!this.cache) return this.load(key);
    const value = await this.cache.fetch(key);
    // fetchMethod always resolves to a value or rejects, so this is only for the type.
    return value ?? this.load(key);
  }
}
