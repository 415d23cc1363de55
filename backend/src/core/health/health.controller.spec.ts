import { HealthController, type StatusSetter } from './health.controller';
import { HealthProbes } from './health-probes';

class FakeResponse implements StatusSetter {
  statusCode = 200;
  status(code: number): this {
    this.statusCode = code;
    return this;
  }
}

class FakeProbes extends HealthProbes {
  constructor(
    readonly database: () => Promise<unknown>,
    readonly redis: () => Promise<unknown>,
  ) {
    super();
  }
}

function fakeResponse() {
  return new FakeResponse();
}

function controller(database: () => Promise<unknown>, redis: () => Promise<unknown>) {
  return new HealthController(new FakeProbes(database, redis));
}

describe(HealthController.name, () => {
  it('answers 200 when both answer', async () => {
    const res = fakeResponse();
    const sut = controller(
      async () => [{ '?column?': 1 }],
      async () => 'PONG',
    );
    expect(await sut.health(res)).toEqual({
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
    expect(await sut.health(res)).toEqual({
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
      const answer = sut.health(res);
      await jest.advanceTimersByTimeAsync(2500);
      expect(await answer).toEqual({ status: 'error', database: 'down', redis: 'up' });
      expect(res.statusCode).toBe(503);
    } finally {
      jest.useRealTimers();
    }
  });
});
