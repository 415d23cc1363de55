import { randomBytes } from 'node:crypto';
import { ConfigService } from '../src/core/config/config.service';
import { parseConfig } from '../src/core/config/load-config';
import { SyncedThrottlerStorage } from '../src/core/http/synced-throttler.storage';
import { RedisService } from '../src/core/redis/redis.service';

function redisService(env: Record<string, string>): RedisService {
  return new RedisService(new ConfigService(parseConfig(env)));
}

describe(`${SyncedThrottlerStorage.name} (real Redis)`, () => {
  const prefix = `agora_test_throttle_${randomBytes(4).toString('hex')}`;
  const redis = redisService({ REDIS_PREFIX: prefix });

  afterAll(async () => {
    const keys = await redis.client.keys(`${prefix}:*`);
    if (keys.length) await redis.client.del(...keys);
    await redis.onApplicationShutdown();
  });

  it('shares one count between API instances and blocks over the limit', async () => {
    const instanceA = new SyncedThrottlerStorage(redis);
    const instanceB = new SyncedThrottlerStorage(redis);
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

  it('counts far from the limit in the process and tells Redis within the sync interval', async () => {
    let now = 1_000_000;
    // Counts the storage's script calls to Redis (not the resends of a script Redis had lost).
    const sent = jest.fn();
    const script = redis.script.bind(redis);
    const scriptSpy = jest.spyOn(redis, 'script').mockImplementation((name, lua, keys) => {
      const run = script(name, lua, keys);
      return (...keysThenArgs) => {
        sent();
        return run(...keysThenArgs);
      };
    });
    const instanceA = new SyncedThrottlerStorage(redis, () => now);
    const instanceB = new SyncedThrottlerStorage(redis, () => now);
    for (let i = 0; i < 50; i++) await instanceA.increment('ip-3', 60_000, 1000, 60_000, 'default');
    // The first hit learns the shared window; the rest stay local until the interval passes.
    expect(sent).toHaveBeenCalledTimes(1);
    now += 250;
    const synced = await instanceA.increment('ip-3', 60_000, 1000, 60_000, 'default');
    expect(synced.totalHits).toBe(51);
    await new Promise((resolve) => setTimeout(resolve, 50)); // the background sync lands
    const seenByB = await instanceB.increment('ip-3', 60_000, 1000, 60_000, 'default');
    expect(seenByB.totalHits).toBe(52);
    scriptSpy.mockRestore();
  });

  it('waits for Redis near the limit, so concurrent requests never pass it', async () => {
    const storage = new SyncedThrottlerStorage(redis);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => storage.increment('ip-4', 60_000, 5, 60_000, 'default')),
    );
    expect(answers.filter((a) => !a.isBlocked)).toHaveLength(5);
    expect(await redis.client.exists(`${redis.key('throttle', 'default', 'ip-4')}:blocked`)).toBe(
      1,
    );
  });

  it('lets requests through when Redis is unreachable', async () => {
    const down = redisService({ REDIS_URL: 'redis://127.0.0.1:1', REDIS_PREFIX: prefix });
    try {
      const record = await new SyncedThrottlerStorage(down).increment(
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
