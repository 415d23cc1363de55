import { createServer } from 'node:net';
import { PLUGIN_NAMES } from '../src/plugins/registry';
import { createTestApp, type TestApp } from './support/test-app';
import { useTestApp } from './support/use-test-app';

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('health probes (@nestjs/terminus)', () => {
  const t = useTestApp({ plugins: [...PLUGIN_NAMES] });

  it('liveness answers 200 with no dependency checked', async () => {
    const res = await t.http.get('/api/health/live').expect(200);
    expect(res.body).toMatchObject({ status: 'ok' });
    expect(res.headers['cache-control']).toMatch(/no-store/);
  });

  it('readiness answers 200 naming the database, Redis and every queue with its counts', async () => {
    const res = await t.http.get('/api/health/ready').expect(200);
    expect(res.body.status).toBe('ok');
    expect(res.body.details).toMatchObject({
      database: { status: 'up' },
      redis: { status: 'up' },
      queues: {
        status: 'up',
        'home-feed': expect.objectContaining({ failed: expect.any(Number) }),
      },
    });
  });

  it('keeps /api/health (the image and compose check it)', async () => {
    await t.http.get('/api/health').expect(200, { status: 'ok', database: 'up', redis: 'up' });
  });

  describe('with Redis unreachable', () => {
    let down: TestApp;

    beforeAll(async () => {
      down = await createTestApp({
        plugins: ['home-feed'],
        env: { REDIS_URL: `redis://127.0.0.1:${await closedPort()}` },
      });
    }, 60_000);
    afterAll(() => down?.close());

    it('readiness answers 503 naming Redis and the queues as down, the database up', async () => {
      const res = await down.http.get('/api/health/ready').expect(503);
      expect(res.body.details).toMatchObject({
        database: { status: 'up' },
        redis: { status: 'down' },
        queues: { status: 'down' },
      });
    }, 15_000);

    it('liveness still answers 200: restarting the process would not bring Redis back', async () => {
      await down.http.get('/api/health/live').expect(200);
    });
  });
});
