import { Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { LRUCache } from 'lru-cache';
import type { RedisScript, RedisService } from '../redis/redis.service';

interface ThrottlerStorageRecord {
  totalHits: number;
  timeToExpire: number;
  isBlocked: boolean;
  timeToBlockExpire: number;
}

/** Adds a process's hits to the shared fixed window; blocks the key for blockDuration once over. */
const ADD_HITS = `
local hits = redis.call('INCRBY', KEYS[1], ARGV[4])
if hits == tonumber(ARGV[4]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
local blocked = redis.call('PTTL', KEYS[2])
if blocked > 0 then return {hits, ttl, blocked} end
if hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  return {hits, ttl, tonumber(ARGV[3])}
end
return {hits, ttl, 0}
`;

/** A key's window as this process sees it: the shared count at the last sync plus hits since. */
interface Window {
  shared: number;
  /** Hits sent to Redis whose answer has not come back yet. */
  sending: number;
  unsynced: number;
  endsAt: number;
  blockedUntil: number;
  syncedAt: number;
}

/** Far from the limit, hits are counted here and sent to Redis at most this often per key. */
const SYNC_INTERVAL_MS = 200;
/** From this share of the limit on, every hit waits for Redis, so the limit holds exactly. */
const EXACT_FROM = 0.8;

/**
 * Rate-limit counters shared by every API instance through Redis, without a Redis round trip on
 * every request: each process counts a key's hits locally and adds them to the shared window in
 * Redis every SYNC_INTERVAL_MS — and on a key's first hit and near the limit it waits for Redis,
 * so the shared limit is never exceeded by more than what other instances saw in the last 200 ms
 * while far below it. If Redis fails the request is let through (a limiter outage must not
 * become an API outage).
 */
export class SyncedThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger(SyncedThrottlerStorage.name);
  private readonly windows = new LRUCache<string, Window>({ max: 100_000 });
  private lastWarning = 0;

  private readonly addHits: RedisScript;

  constructor(
    private readonly redis: RedisService,
    private readonly now = Date.now,
  ) {
    this.addHits = redis.script('throttlerAddHits', ADD_HITS, 2);
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const now = this.now();
    const hitsKey = this.redis.key('throttle', throttlerName, key);
    let window = this.windows.get(hitsKey);
    if (window && window.blockedUntil > now) return blockedRecord(window, now);
    const fresh = !window || window.endsAt <= now;
    if (!window || fresh) {
      window = {
        shared: 0,
        sending: 0,
        unsynced: 0,
        endsAt: now + ttl,
        blockedUntil: 0,
        syncedAt: 0,
      };
      this.windows.set(hitsKey, window);
    }
    window.unsynced += 1;
    const sync = () => this.sync(hitsKey, window, ttl, limit, blockDuration || ttl);
    if (fresh || seen(window) >= limit * EXACT_FROM) {
      // This hit's answer is Redis's answer to the batch that carries it.
      const answer = await sync();
      if (answer === 'unreachable')
        return { totalHits: 0, timeToExpire: 0, isBlocked: false, timeToBlockExpire: 0 };
      if (answer === 'blocked') return blockedRecord(window, this.now());
    } else if (now - window.syncedAt >= SYNC_INTERVAL_MS) {
      window.syncedAt = now;
      void sync();
    }
    return {
      totalHits: seen(window),
      timeToExpire: seconds(window.endsAt - this.now()),
      isBlocked: false,
      timeToBlockExpire: 0,
    };
  }

  /** Sends the key's unsynced hits to Redis and takes back the shared count and the block. */
  private async sync(
    hitsKey: string,
    window: Window,
    ttl: number,
    limit: number,
    blockMs: number,
  ): Promise<'allowed' | 'blocked' | 'unreachable'> {
    const hits = window.unsynced;
    window.unsynced -= hits;
    window.sending += hits;
    try {
      const [shared, msToExpire, msBlocked] = (await this.addHits(
        hitsKey,
        `${hitsKey}:blocked`,
        ttl,
        limit,
        blockMs,
        hits,
      )) as [number, number, number];
      const now = this.now();
      window.sending -= hits;
      window.shared = Math.max(window.shared, shared);
      window.syncedAt = now;
      if (msToExpire > 0) window.endsAt = now + msToExpire;
      if (msBlocked > 0) window.blockedUntil = now + msBlocked;
      return msBlocked > 0 ? 'blocked' : 'allowed';
    } catch (error) {
      window.sending -= hits;
      window.unsynced += hits; // counted again at the next sync
      if (Date.now() - this.lastWarning > 60_000) {
        this.lastWarning = Date.now();
        this.logger.warn(`rate limiting is off while Redis fails: ${(error as Error).message}`);
      }
      return 'unreachable';
    }
  }
}

/** The key's count as this process knows it: shared at the last sync, plus its own hits since. */
const seen = (window: Window) => window.shared + window.sending + window.unsynced;
const seconds = (ms: number) => Math.ceil(Math.max(ms, 0) / 1000);

function blockedRecord(window: Window, now: number): ThrottlerStorageRecord {
  return {
    totalHits: seen(window),
    timeToExpire: seconds(window.endsAt - now),
    isBlocked: true,
    timeToBlockExpire: seconds(window.blockedUntil - now),
  };
}
