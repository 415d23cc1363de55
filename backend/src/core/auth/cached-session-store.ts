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
  const cache = new LRUCache<string, { json: string; userId?: string }>({
    max,
    ttl: ttlMs,
    dispose: (entry, sid) => {
      const sids = entry.userId === undefined ? undefined : sidsOfUser.get(entry.userId);
      sids?.delete(sid);
      if (sids?.size === 0) sidsOfUser.delete(entry.userId!);
    },
  });
  // Which cached sessions belong to whom, so ending a user's sessions touches only theirs.
  const sidsOfUser = new Map<string, Set<string>>();
  const remember = (sid: string, session: SessionData) => {
    cache.set(sid, { json: JSON.stringify(session), userId: session.userId });
    if (!session.userId) return;
    const sids = sidsOfUser.get(session.userId) ?? new Set<string>();
    sidsOfUser.set(session.userId, sids.add(sid));
  };
  bus.on('session', (sid) => cache.delete(sid));
  bus.on('user-sessions', (userId) => {
    for (const sid of [...(sidsOfUser.get(userId) ?? [])]) cache.delete(sid);
    sidsOfUser.delete(userId);
  });

  const get = store.get.bind(store);
  const set = store.set.bind(store);
  const destroy = store.destroy.bind(store);

  store.get = (sid, callback) => {
    const cached = cache.get(sid);
    if (cached) return callback(null, JSON.parse(cached.json) as SessionData);
    get(sid, (error, session) => {
      if (!error && session) remember(sid, session);
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
