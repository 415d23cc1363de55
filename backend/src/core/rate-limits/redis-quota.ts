import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RedisScript, RedisService } from '../redis/redis.service';
import type { QuotaExceeded } from './quota-exceeded';

export interface RedisQuotaOptions {
  /** Names the counters: keys are `<REDIS_PREFIX>:quota:<name>:<key>` (e.g. `card-imports`). */
  name: string;
  /** Points each key may take per window. */
  points: number;
  /** The window, in seconds, from the key's first take. */
  durationSeconds: number;
  /** The error past the quota, given whole seconds until points come back. */
  refuse(retryAfterSeconds: number): QuotaExceeded;
}

// Gives points back within the key's window: never past zero, and nothing once the window is over
// (a fresh window starts full; a negative count would give more than the allowance).
const GIVE_BACK_LUA = `
if redis.call('exists', KEYS[1]) == 0 then return 0 end
local left = redis.call('decrby', KEYS[1], ARGV[1])
if left < 0 then redis.call('incrby', KEYS[1], -left) end
return 1`;

/**
 * A per-key allowance counted in Redis, so every API instance shares it. Taking is atomic: parallel
 * requests cannot all pass the limit. Past it, `take` throws the feature's `QuotaExceeded` (429 with
 * Retry-After) and takes nothing, so what is left stays for a smaller take (a refused take is
 * counted for an instant: a take racing it may be refused too, never let past the limit).
 * `giveBack` returns points taken for work that then did not happen.
 * Plugins build one per allowance from the app's `RedisService`:
 *
 *   new RedisQuota(redis, { name: 'card-imports', points: 50, durationSeconds: 86_400,
 *     refuse: (seconds) => new CardImportQuotaExceeded(seconds) })
 */
export class RedisQuota {
  private readonly limiter: RateLimiterRedis;
  private readonly giveBackScript: RedisScript;

  constructor(
    redis: RedisService,
    private readonly options: RedisQuotaOptions,
  ) {
    this.limiter = new RateLimiterRedis({
      storeClient: redis.client,
      useRedisPackage: false,
      keyPrefix: redis.key('quota', options.name),
      points: options.points,
      duration: options.durationSeconds,
    });
    this.giveBackScript = redis.script('agoraQuotaGiveBack', GIVE_BACK_LUA, 1);
  }

  /** Takes `points` (default 1) from `key`'s allowance, or throws the quota's refusal. */
  async take(key: string, points = 1): Promise<void> {
    try {
      await this.limiter.consume(key, points);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      // Refused either way: a Redis failure here only leaves those points counted.
      await this.giveBack(key, points).catch(() => undefined);
      throw this.options.refuse(Math.ceil(refusal.msBeforeNext / 1000));
    }
  }

  /** Returns `points` taken from `key` in the current window (e.g. the work was refused after). */
  async giveBack(key: string, points = 1): Promise<void> {
    await this.giveBackScript(this.limiter.getKey(key), points);
  }
}
