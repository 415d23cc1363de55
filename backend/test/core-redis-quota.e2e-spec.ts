import { randomBytes } from 'node:crypto';
import { ConfigService } from '../src/core/config/config.service';
import { parseConfig } from '../src/core/config/load-config';
import { DomainError } from '../src/core/errors/domain-error';
import { QuotaExceeded } from '../src/core/rate-limits/quota-exceeded';
import { RedisQuota } from '../src/core/rate-limits/redis-quota';
import { RedisService } from '../src/core/redis/redis.service';

class TooManyOwls extends QuotaExceeded {
  constructor(retryAfterSeconds: number) {
    super('You have drawn 3 owls this hour', retryAfterSeconds);
  }
}

const refusalOf = async (attempt: Promise<void>): Promise<unknown> =>
  attempt.then(
    () => undefined,
    (error: unknown) => error,
  );

describe(`${RedisQuota.name} (real Redis)`, () => {
  const prefix = `agora_test_quota_${randomBytes(4).toString('hex')}`;
  const redis = new RedisService(new ConfigService(parseConfig({ REDIS_PREFIX: prefix })));
  const owls = (name = 'owls') =>
    new RedisQuota(redis, {
      name,
      points: 3,
      durationSeconds: 3600,
      refuse: (seconds) => new TooManyOwls(seconds),
    });

  afterAll(async () => {
    const keys = await redis.client.keys(`${prefix}:*`);
    if (keys.length) await redis.client.del(...keys);
    await redis.onApplicationShutdown();
  });

  it("lets a key take its points, then throws the feature's 429 with whole seconds to wait", async () => {
    const sut = owls();
    for (let i = 0; i < 3; i++) await sut.take('ann');
    const refusal = await refusalOf(sut.take('ann'));
    expect(refusal).toBeInstanceOf(TooManyOwls);
    expect(refusal).toBeInstanceOf(DomainError);
    const { status, message, details } = refusal as TooManyOwls;
    expect({ status, message }).toEqual({
      status: 429,
      message: 'You have drawn 3 owls this hour',
    });
    expect(details.retryAfterSeconds).toEqual(expect.any(Number));
    expect(Number.isInteger(details.retryAfterSeconds)).toBe(true);
    expect(details.retryAfterSeconds).toBeGreaterThan(3590);
    expect(details.retryAfterSeconds).toBeLessThanOrEqual(3600);
  });

  it('counts each key apart, and each quota name apart, under the Redis prefix', async () => {
    const sut = owls('owls-apart');
    for (let i = 0; i < 3; i++) await sut.take('bob');
    await expect(sut.take('cy')).resolves.toBeUndefined();
    await expect(owls('other-owls').take('bob')).resolves.toBeUndefined();
    expect(await redis.client.keys(`${prefix}:quota:owls-apart:*`)).toHaveLength(2);
  });

  it('takes several points at once and refuses a take that would pass the limit', async () => {
    const sut = owls('owls-bulk');
    await sut.take('dee', 2);
    await expect(sut.take('dee', 2)).rejects.toBeInstanceOf(TooManyOwls);
  });

  it('takes nothing for a refused take, so what is left may still be taken', async () => {
    const sut = owls('owls-refused');
    await sut.take('gil', 2);
    await expect(sut.take('gil', 2)).rejects.toBeInstanceOf(TooManyOwls);
    await expect(sut.take('gil', 1)).resolves.toBeUndefined();
    await expect(sut.take('gil', 1)).rejects.toBeInstanceOf(TooManyOwls);
  });

  it('gives points back within the window, never more than were taken', async () => {
    const sut = owls('owls-back');
    for (let i = 0; i < 3; i++) await sut.take('hal');
    await sut.giveBack('hal', 2);
    await sut.take('hal', 2);
    await expect(sut.take('hal')).rejects.toBeInstanceOf(TooManyOwls);
    // Giving back more than was taken leaves the full allowance, not more.
    await sut.giveBack('hal', 10);
    await sut.take('hal', 3);
    await expect(sut.take('hal')).rejects.toBeInstanceOf(TooManyOwls);
  });

  it('gives nothing back once the window is over: the next window starts full, not fuller', async () => {
    const sut = new RedisQuota(redis, {
      name: 'owls-brief',
      points: 3,
      durationSeconds: 1,
      refuse: (seconds) => new TooManyOwls(seconds),
    });
    await sut.take('ivy', 3);
    await new Promise((r) => setTimeout(r, 1100));
    await sut.giveBack('ivy', 3);
    await sut.take('ivy', 3);
    await expect(sut.take('ivy')).rejects.toBeInstanceOf(TooManyOwls);
  });

  it('lets exactly the allowance through when takes race', async () => {
    const sut = owls('owls-race');
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => refusalOf(sut.take('eve'))),
    );
    expect(outcomes.filter((o) => o === undefined)).toHaveLength(3);
    expect(outcomes.filter((o) => o instanceof TooManyOwls)).toHaveLength(17);
  });

  it('passes on a Redis failure as it is, never as a quota refusal', async () => {
    const down = new RedisService(new ConfigService(parseConfig({ REDIS_PREFIX: prefix })));
    await down.onApplicationShutdown();
    const refusal = await refusalOf(
      new RedisQuota(down, {
        name: 'owls-down',
        points: 3,
        durationSeconds: 60,
        refuse: (seconds) => new TooManyOwls(seconds),
      }).take('fay'),
    );
    expect(refusal).toBeInstanceOf(Error);
    expect(refusal).not.toBeInstanceOf(QuotaExceeded);
  });
});
