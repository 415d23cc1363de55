import type { SessionData, Store } from 'express-session';
import { LRUCache } from 'lru-cache';
import type { InvalidationBus } from '../cache/invalidation-bus';

export interface SessionCacheOptions {
  ttlMs: number;
  max: number;
}

/**
 * Serves session reads from memory for a few seconds instead of one PostgreSQL query per request.
 * Writes go through to the store; a write, a logout (`destroy`) or "end every session of this
 * user" drops the entry here at once and, through the bus, in every other process.
 */
export function cacheSessionReads<S extends Store>(
  store: S,
  bus: InvalidationBus,
  { ttlMs, max }: SessionCacheOptions,
): S {
  // Kept as JSON: express-session mutates the object it is given, so each read gets its own copy.
  const cache = new LRUCache<string, string>({ max, ttl: ttlMs });
  bus.on('session', (sid) => cache.delete(sid));
  bus.on('user-sessions', (userId) => {
    for (const [sid, json] of cache.entries())
      if ((JSON.parse(json) as SessionData).userId === userId) cache.delete(sid);
  });

  const get = store.get.bind(store);
  const set = store.set.bind(store);
  const destroy = store.destroy.bind(store);

  store.get = (sid, callback) => {
    const cached = cache.get(sid);
    if (cached) return callback(null, JSON.parse(cached) as SessionData);
    get(sid, (error, session) => {
      if (!error && session) cache.set(sid, JSON.stringify(session));
      callback(error, session);
    });
  };
  store.set = (sid, session, callback) => {
    bus.publish('session', sid);
    set(sid, session, (error?: unknown) => {
      bus.publish('session', sid); // a read racing the write may have cached the old value
      callback?.(error);
    });
  };
  store.destroy = (sid, callback) => {
    bus.publish('session', sid);
    destroy(sid, (error?: unknown) => {
      bus.publish('session', sid);
      callback?.(error);
    });
  };
  return store;
}
