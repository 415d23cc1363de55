import { RABBIT_HOLE_MAX_STORED_CHARS, rabbitHoleSchema } from '@agora/contracts';
import { ThreadAi } from '../src/plugins/rabbit-holes/rabbit-holes-ai.port';
import {
  RABBIT_HOLE_MAX_POSTS,
  RABBIT_HOLE_WRITES_PER_DAY,
  StorageQuota,
} from '../src/plugins/rabbit-holes/rabbit-holes.quota';
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

  const postsIn = async (holeId: string): Promise<number> =>
    Number(
      (
        await t.dataSource.query(
          `SELECT count(*) AS n FROM "rabbit_hole_posts" WHERE "rabbitHoleId" = $1`,
          [holeId],
        )
      )[0].n,
    );

  /** Counts the AI's thread writing from here on (the offline engine still writes). */
  const countThreadsWritten = () => jest.spyOn(t.app.get(ThreadAi), 'writeThread');

  it(`keeps a rabbit hole within ${RABBIT_HOLE_MAX_POSTS} posts under parallel generation, then answers 409 before the AI writes`, async () => {
    const { agent } = await signUp(t);
    const hole = await agent
      .post('/api/rabbit-holes')
      .send({ originalPostId: 'pool-1', originalPost: post(-1), language: 'en' })
      .expect(201);
    const generate = () =>
      agent
        .post('/api/generate-rabbit-hole')
        .send({ originalPost: post(-1), rabbitHoleId: hole.body.id });

    // ~5 posts each: 40 at once would store about 200 without the cap.
    const answers = await Promise.all(Array.from({ length: 40 }, generate));
    const statuses = answers.map((r) => r.status);
    expect(new Set(statuses)).toEqual(new Set([200, 409]));
    expect(await postsIn(hole.body.id)).toBeLessThanOrEqual(RABBIT_HOLE_MAX_POSTS);
    expect(await postsIn(hole.body.id)).toBeGreaterThan(RABBIT_HOLE_MAX_POSTS - 10);

    const calls = countThreadsWritten();
    try {
      while ((await postsIn(hole.body.id)) < RABBIT_HOLE_MAX_POSTS)
        await agent
          .post('/api/user-posts')
          .send({ rabbitHoleId: hole.body.id, content: 'One more thought.' })
          .expect(201);
      const full = await generate().expect(409);
      expect(full.body.message).toMatch(/full/i);
      await agent
        .post('/api/user-posts')
        .send({ rabbitHoleId: hole.body.id, content: 'And another.' })
        .expect(409);
      expect(calls).not.toHaveBeenCalled();
    } finally {
      calls.mockRestore();
    }
    expect(await postsIn(hole.body.id)).toBe(RABBIT_HOLE_MAX_POSTS);

    // Anyone may read it: the whole capped thread, in one small answer.
    const read = await t.http.get(`/api/rabbit-holes/${hole.body.id}`).expect(200);
    expect(rabbitHoleSchema.parse(read.body).posts).toHaveLength(RABBIT_HOLE_MAX_POSTS);
    const bytes = Buffer.byteLength(JSON.stringify(read.body));
    console.info(`a full rabbit hole reads back in ${bytes} bytes`);
    expect(bytes).toBeLessThan(100_000);
  }, 60_000);

  it('refuses generation past the quota with 429 without calling the AI, stored or not', async () => {
    const { agent, user } = await signUp(t);
    const hole = await agent
      .post('/api/rabbit-holes')
      .send({ originalPostId: 'pool-1', originalPost: post(-1), language: 'en' })
      .expect(201);
    const quota = t.app.get(StorageQuota);
    const signedIn = { key: `user:${user.id}`, userId: user.id, apiKey: undefined };
    const visitor = { key: 'visitor:v', userId: null, address: '198.51.100.77', apiKey: undefined };
    await Promise.all([
      ...Array.from({ length: RABBIT_HOLE_WRITES_PER_DAY.user - 1 }, () => quota.take(signedIn)),
      ...Array.from({ length: RABBIT_HOLE_WRITES_PER_DAY.visitorAddress }, () =>
        quota.take(visitor),
      ),
    ]);

    const calls = countThreadsWritten();
    try {
      for (const body of [
        { originalPost: post(-1), rabbitHoleId: hole.body.id },
        { originalPost: post(-1) },
      ])
        await agent.post('/api/generate-rabbit-hole').send(body).expect(429);
      await t.http
        .post('/api/generate-rabbit-hole')
        .set('X-Forwarded-For', visitor.address)
        .send({ originalPost: post(-1) })
        .expect(429);
      expect(calls).not.toHaveBeenCalled();
    } finally {
      calls.mockRestore();
    }
    expect(await postsIn(hole.body.id)).toBe(1);
  });
});
