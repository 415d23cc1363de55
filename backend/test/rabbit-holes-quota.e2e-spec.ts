import { RABBIT_HOLE_MAX_STORED_CHARS } from '@agora/contracts';
import { RABBIT_HOLE_WRITES_PER_DAY } from '../src/plugins/rabbit-holes/rabbit-holes.quota';
import { createTestApp, signUp, type TestApp } from './support/test-app';

const post = (i: number, content = `Thread post ${i}`) => ({
  id: `p-${i}`,
  author: 'Marie Curie',
  avatar: '⚗️',
  content,
  topic: 'Science & Technology',
});

describe('what rabbit holes may store (e2e)', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Trusting the proxy lets each test speak from its own client address.
    t = await createTestApp({
      plugins: ['rabbit-holes'],
      env: { OPENAI_API_KEY: '', ANTHROPIC_API_KEY: '', TRUST_PROXY: 'true' },
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const create = (address: string, threadPosts: unknown[] = [post(0)]) =>
    t.http
      .post('/api/rabbit-holes')
      .set('X-Forwarded-For', address)
      .send({ originalPostId: 'pool-1', originalPost: post(-1), threadPosts, language: 'en' });

  const storedChars = async (): Promise<number> =>
    (
      await t.dataSource.query(
        `SELECT coalesce(sum(octet_length(t::text)), 0)::int AS n FROM "rabbit_hole_posts" t`,
      )
    )[0].n;

  it('refuses a thread larger than the cap with a 400 naming threadPosts, storing nothing', async () => {
    const before = await storedChars();
    const big = Array.from({ length: 50 }, (_, i) => post(i, 'x'.repeat(4000)));
    const res = await create('198.51.100.1', big).expect(400);
    expect(JSON.stringify(res.body)).toContain('threadPosts');
    expect(await storedChars()).toBe(before);

    const fits = Array.from({ length: 7 }, (_, i) => post(i, 'y'.repeat(4000)));
    expect(JSON.stringify(fits).length).toBeLessThan(RABBIT_HOLE_MAX_STORED_CHARS);
    await create('198.51.100.1', fits).expect(201);
    const perCall = (await storedChars()) - before;
    console.info(`largest accepted rabbit hole stores ${perCall} bytes of rows`);
    expect(perCall).toBeLessThan(64_000);
  });

  it('answers 429 past the per-address quota of visitors, and only for that address', async () => {
    const quota = RABBIT_HOLE_WRITES_PER_DAY.visitorAddress;
    for (let i = 0; i < quota; i += 20)
      await Promise.all(
        Array.from({ length: Math.min(20, quota - i) }, () => create('203.0.113.7').expect(201)),
      );
    const refused = await create('203.0.113.7').expect(429);
    expect(refused.body.message).toMatch(/too many/i);
    await create('203.0.113.8').expect(201);
  }, 60_000);

  it('keeps a per-user quota for signed-in users, apart from their address', async () => {
    const { agent } = await signUp(t);
    await agent
      .post('/api/rabbit-holes')
      .set('X-Forwarded-For', '203.0.113.7')
      .send({ originalPostId: 'pool-1', threadPosts: [], language: 'en' })
      .expect(201);
  });
});
