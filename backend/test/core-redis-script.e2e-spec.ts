import { randomBytes } from 'node:crypto';
import { ConfigService } from '../src/core/config/config.service';
import { parseConfig } from '../src/core/config/load-config';
import { RedisService } from '../src/core/redis/redis.service';

const APPEND_TWICE = `return redis.call('APPEND', KEYS[1], ARGV[1] .. ARGV[1])`;

describe(`${RedisService.name}.script (real Redis)`, () => {
  const prefix = `agora_test_script_${randomBytes(4).toString('hex')}`;
  const redis = new RedisService(new ConfigService(parseConfig({ REDIS_PREFIX: prefix })));

  afterAll(async () => {
    const keys = await redis.client.keys(`${prefix}:*`);
    if (keys.length) await redis.client.del(...keys);
    await redis.onApplicationShutdown();
  });

  it('runs the script with its keys then its arguments, also after Redis has forgotten it', async () => {
    const appendTwice = redis.script('testAppendTwice', APPEND_TWICE, 1);
    const key = redis.key('appended');
    expect(await appendTwice(key, 'ab')).toBe(4);
    // A restarted or flushed Redis no longer knows the script's SHA: it is sent again.
    await redis.client.script('FLUSH');
    expect(await appendTwice(key, 'c')).toBe(6);
    expect(await redis.client.get(key)).toBe('ababcc');
  });

  it('hands out the same command when a second user asks for the same name', async () => {
    const first = redis.script('testAppendTwiceShared', APPEND_TWICE, 1);
    const second = redis.script('testAppendTwiceShared', APPEND_TWICE, 1);
    const key = redis.key('shared');
    await first(key, 'x');
    expect(await second(key, 'y')).toBe(4);
  });

  it("refuses a name that is one of the client's own methods, or another script's", () => {
    expect(() => redis.script('get', APPEND_TWICE, 1)).toThrow(/taken by the client/);
    redis.script('testOwned', APPEND_TWICE, 1);
    expect(() => redis.script('testOwned', `return 1`, 0)).toThrow(/another script/);
  });
});
