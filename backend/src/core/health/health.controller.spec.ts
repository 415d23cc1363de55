import type { Response } from 'express';
import type { DataSource } from 'typeorm';
import type { RedisService } from '../redis/redis.service';
import { HealthController } from './health.controller';

function fakeResponse() {
  const res = { statusCode: 200, status: (code: number) => ((res.statusCode = code), res) };
  return res;
}

function controller(database: () => Promise<unknown>, redis: () => Promise<unknown>) {
  return new HealthController(
    { query: database } as unknown as DataSource,
    {
      client: { ping: redis },
    } as unknown as RedisService,
  );
}

describe(HealthController.name, () => {
  it('answers 200 when both answer', async () => {
    const res = fakeResponse();
    const sut = controller(
      async () => [{ '?column?': 1 }],
      async () => 'PONG',
    );
    expect(await sut.health(res as unknown as Response)).toEqual({
      status: 'ok',
      database: 'up',
      redis: 'up',
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 503 naming Redis when Redis fails', async () => {
    const res = fakeResponse();
    const sut = controller(
      async () => [],
      () => Promise.reject(new Error('ECONNREFUSED')),
    );
    expect(await sut.health(res as unknown as Response)).toEqual({
      status: 'error',
      database: 'up',
      redis: 'down',
    });
    expect(res.statusCode).toBe(503);
  });

  it('answers 503 naming the database when it hangs past the timeout', async () => {
    jest.useFakeTimers();
    try {
      const res = fakeResponse();
      const sut = controller(
        () => new Promise(() => undefined),
        async () => 'PONG',
      );
      const answer = sut.health(res as unknown as Response);
      await jest.advanceTimersByTimeAsync(2500);
      expect(await answer).toEqual({ status: 'error', database: 'down', redis: 'up' });
      expect(res.statusCode).toBe(503);
    } finally {
      jest.useRealTimers();
    }
  });
});
