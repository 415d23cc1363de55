import { randomBytes } from 'node:crypto';
import { ConfigService } from '../src/core/config/config.service';
import { parseConfig } from '../src/core/config/load-config';
import { RedisThrottlerStorage } from '../src/core/http/redis-throttler.storage';
import { RedisService } from '../src/core/redis/redis.service';

function redisService(env: Record<string, string>): RedisService {
  return new RedisService(new ConfigService(parseConfig(env)));
}

describe(`${RedisThrottlerStorage.name} (real Redis)`, () => {
  const prefix = `agora_test_throttle_${randomBytes(4).toString('hex')}`;
  const redis = redisService({ REDIS_PREFIX: prefix });

  afterAll(async () => {
    const keys = await redis.client.keys(`${prefix}:*`);
    if (keys.length) await redis.client.del(...keys);
    await redis.onApplicationShutdown();
  });

  it('shares one count between API instances and blocks over the limit', async () => {
    const instanceA = new RedisThrottlerStorage(redis);
    const instanceB = new RedisThrottlerStorage(redis);
    const first = await instanceA.increment('ip-1', 60_000, 2, 60_000, 'default');
    const second = await instanceB.increment('ip-1', 60_000, 2, 60_000, 'default');
    const third = await instanceA.increment('ip-1', 60_000, 2, 60_000, 'default');
    expect([first.totalHits, second.totalHits, third.totalHits]).toEqual([1, 2, 3]);
    expect([first.isBlocked, second.isBlocked, third.isBlocked]).toEqual([false, false, true]);
    expect(third.timeToBlockExpire).toBeGreaterThan(55);
    expect(first.timeToExpire).toBeLessThanOrEqual(60);
    // Another client is counted apart.
    expect((await instanceB.increment('ip-2', 60_000, 2, 60_000, 'default')).totalHits).toBe(1);
  });

  it('lets requests through when Redis is unreachable', async () => {
    const down = redisService({ REDIS_URL: 'redis://127.0.0.1:1', REDIS_PREFIX: prefix });
    try {
      const record = await new RedisThrottlerStorage(down).increment(
        'ip-1',
        60_000,
        1,
        60_000,
        'default',
      );
      expect(record).toEqual({
        totalHits: 0,
        timeToExpire: 0,
        isBlocked: false,
        timeToBlockExpire: 0,
      });
    } finally {
      down.client.disconnect();
    }
  });
});
