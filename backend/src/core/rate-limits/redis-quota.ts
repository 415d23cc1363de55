import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RedisService } from '../redis/redis.service';
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

/**
 * A per-key allowance counted in Redis, so every API instance shares it. Taking is atomic: parallel
 * requests cannot all pass the limit. Past it, `take` throws the feature's `QuotaExceeded` (429 with
 * Retry-After). Plugins build one per allowance from the app's `RedisService`:
 *
 *   new RedisQuota(redis, { name: 'card-imports', points: 50, durationSeconds: 86_400,
 *     refuse: (seconds) => new CardImportQuotaExceeded(seconds) })
 */
export class RedisQuota {
  private readonly limiter: RateLimiterRedis;

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
  }

  /** Takes `points` (default 1) from `key`'s allowance, or throws the quota's refusal. */
  async take(key: string, points = 1): Promise<void> {
    try {
      await this.limiter.consume(key, points);
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes)
        throw this.options.refuse(Math.ceil(refusal.msBeforeNext / 1000));
      throw refusal;
    }
  }
}
