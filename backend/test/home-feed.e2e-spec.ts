import { randomUUID } from 'node:crypto';
import {
  HOME_FEED_CHANNEL,
  HOME_FEED_ROOM,
  type HomeFeedPage,
  type HomeFeedPost,
  type RealtimeMessageEvent,
} from '@agora/contracts';
import Queue from 'bull';
import type { Socket } from 'socket.io-client';
import { FakeAiServer } from './support/fake-ai-server';
import { openAiCompletion, openAiError } from './support/fake-openai';
import { connectSocket, nextEvent } from './support/socket-client';
import { createTestApp, signUp, type SignedUp, type TestApp } from './support/test-app';
import { ensureBuiltBackend } from './support/built-backend';
import { startWorker, type WorkerProcess } from './support/worker-process';

/** A model that takes its time, so a worker can be killed while it waits. */
const SLOW_LLM_MS = 2500;

describe('home feed (e2e, worker in a separate process)', () => {
  const llm = new FakeAiServer(() => ({
    ...openAiCompletion('{"replies": "not what was asked"}'),
    delayMs: SLOW_LLM_MS,
  }));
  let llmUrl: string;
  let t: TestApp;
  const workers: WorkerProcess[] = [];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    ensureBuiltBackend();
    llmUrl = await llm.start();
    t = await createTestApp({ plugins: ['home-feed'], env: { WORKERS: 'off' } });
  }, 180_000);
  afterAll(async () => {
    for (const s of sockets) s.close();
    await Promise.all(workers.map((w) => w.stop('SIGKILL')));
    await t?.close();
    await llm.close();
  }, 30_000);

  /** A worker process on this test's database and Redis prefix; offline unless given a model. */
  async function worker(env: Record<string, string> = {}): Promise<WorkerProcess> {
    const w = await startWorker({
      DATABASE_URL: t.databaseUrl,
      REDIS_PREFIX: t.redisPrefix,
      PLUGINS: 'auth,home-feed',
      OPENAI_API_KEY: '',
      ANTHROPIC_API_KEY: '',
      ...env,
    });
    workers.push(w);
    return w;
  }

  async function post(
    who: SignedUp,
    body: Record<string, unknown>,
  ): Promise<{ status: number; body: HomeFeedPost & { message?: string } }> {
    const res = await who.agent.post('/api/home-feed/posts').send(body);
    return { status: res.status, body: res.body };
  }

  async function figureRepliesTo(postId: string): Promise<{ aiAuthor: string; content: string }[]> {
    return t.dataSource.query(
      `SELECT "aiAuthor", content FROM home_feed_posts WHERE "parentPostId" = $1 AND "isAiResponse"`,
      [postId],
    );
  }

  async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe();
      if (value !== undefined) return value;
      if (Date.now() > until) throw new Error(`nothing within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** Learners' posts and comments (figures may be replying meanwhile). */
  async function countPosts(): Promise<number> {
    const [row] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM home_feed_posts WHERE NOT "isAiResponse"`,
    );
    return row.n;
  }

  describe('figure replies', () => {
    it('a post gets replies answering the learner from a worker process within 10 s, pushed to open feeds', async () => {
      const w = await worker();
      const ada = await signUp(t, { firstName: 'Ada' });
      const reader = await signUp(t);
      const socket = await connectSocket(t.url, reader.cookie);
      sockets.push(socket);
      await expect(
        socket.emitWithAck('join', { channel: HOME_FEED_CHANNEL, id: HOME_FEED_ROOM }),
      ).resolves.toEqual({ ok: true });

      const pushed = nextEvent<RealtimeMessageEvent>(socket, 'message', 10_000);
      const sentAt = Date.now();
      const created = await post(ada, {
        content: '  How did Marie Curie discover radium?  ',
        language: 'en',
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        content: 'How did Marie Curie discover radium?',
        user: { username: 'Ada' },
        isAiResponse: false,
        parentPostId: null,
      });

      await expect(pushed).resolves.toMatchObject({
        channel: HOME_FEED_CHANNEL,
        data: { kind: 'replies', parentPostId: created.body.id },
      });
      expect(Date.now() - sentAt).toBeLessThan(10_000);

      const page = (await reader.agent.get('/api/home-feed').expect(200)).body as HomeFeedPage;
      const mine = page.posts.find((p) => p.id === created.body.id)!;
      expect(mine.replies.length).toBeGreaterThanOrEqual(1);
      expect(mine.replies.length).toBeLessThanOrEqual(3);
      for (const reply of mine.replies) {
        expect(reply).toMatchObject({ isAiResponse: true, parentPostId: mine.id, userId: null });
        expect(reply.aiAuthor).toEqual(expect.any(String));
        expect(reply.aiAvatar).toEqual(expect.any(String));
        expect(reply.aiSpecialty).toEqual(expect.any(String));
        // Replies address the learner by name.
        expect(reply.content).toContain('@Ada');
      }
      expect(new Set(mine.replies.map((r) => r.aiAuthor)).size).toBe(mine.replies.length);
      expect(mine.comments).toBe(mine.replies.length);
      // In the order written: the first voice takes up the question, and a voice names only
      // voices that spoke before it.
      expect(mine.replies[0]!.content).toContain('How did Marie Curie discover radium?');
      for (const [i, reply] of mine.replies.entries())
        for (const later of mine.replies.slice(i + 1))
          expect(reply.content).not.toContain(later.aiAuthor!);
      await w.stop();
    }, 40_000);

    it('kill -9 of the worker mid-job, then a new worker: exactly one set of replies', async () => {
      const slow = await worker({
        OPENAI_API_KEY: 'sk-server-key',
        OPENAI_BASE_URL: `${llmUrl}/v1`,
        AI_MAX_RETRIES: '0',
      });
      const ada = await signUp(t, { firstName: 'Ada' });
      const asked = llm.requests.length;
      const created = await post(ada, { content: 'What is light made of?', language: 'en' });
      expect(created.status).toBe(201);

      // The worker is inside the job, waiting on the model: kill it there.
      await waitFor(async () => (llm.requests.length > asked ? true : undefined), 15_000);
      await slow.stop('SIGKILL');
      expect(await figureRepliesTo(created.body.id)).toEqual([]);

      const recovery = await worker();
      const replies = await waitFor(async () => {
        const rows = await figureRepliesTo(created.body.id);
        return rows.length ? rows : undefined;
      }, 40_000);

      // A duplicated job (as a retry would be) changes nothing.
      const queue = new Queue('home-feed', {
        redis: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
        prefix: `${t.redisPrefix}:bull`,
      });
      const again = await queue.add('home-feed.figure-replies', { postId: created.body.id });
      await expect(again.finished()).resolves.toEqual({ status: 'already' });
      await queue.close();

      const after = await figureRepliesTo(created.body.id);
      expect(after).toHaveLength(replies.length);
      expect(after.length).toBeGreaterThanOrEqual(1);
      const [marker] = await t.dataSource.query(
        `SELECT "repliesWrittenAt" FROM home_feed_posts WHERE id = $1`,
        [created.body.id],
      );
      expect(marker.repliesWrittenAt).not.toBeNull();
      await recovery.stop();
    }, 90_000);
  });

  describe('provider failures', () => {
    it('keeps the post when the model fails and retries the job with backoff until replies come', async () => {
      const w = await worker({
        OPENAI_API_KEY: 'sk-server-key',
        OPENAI_BASE_URL: `${llmUrl}/v1`,
        AI_MAX_RETRIES: '0',
      });
      llm.enqueue(
        openAiError(500, 'overloaded', 'server_error'),
        openAiError(500, 'overloaded', 'server_error'),
      );
      const ada = await signUp(t, { firstName: 'Ada' });
      const created = await post(ada, { content: 'Why do stars twinkle?', language: 'en' });
      expect(created.status).toBe(201);

      const queue = new Queue('home-feed', {
        redis: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
        prefix: `${t.redisPrefix}:bull`,
      });
      try {
        // After the first failure: the post is there, untouched, with no replies and no marker.
        await waitFor(async () => {
          const job = await queue.getJob(`replies:${created.body.id}`);
          return job && job.attemptsMade >= 1 ? true : undefined;
        }, 15_000);
        const [stored] = await t.dataSource.query(
          `SELECT content, "repliesWrittenAt" FROM home_feed_posts WHERE id = $1`,
          [created.body.id],
        );
        expect(stored).toEqual({ content: 'Why do stars twinkle?', repliesWrittenAt: null });
        expect(await figureRepliesTo(created.body.id)).toEqual([]);

        const replies = await waitFor(async () => {
          const rows = await figureRepliesTo(created.body.id);
          return rows.length ? rows : undefined;
        }, 40_000);
        expect(replies.length).toBeGreaterThanOrEqual(1);
        const job = await queue.getJob(`replies:${created.body.id}`);
        // Two failed attempts, then the one that wrote the replies.
        expect(job?.attemptsMade).toBe(2);
        await expect(job?.finished()).resolves.toEqual({
          status: 'written',
          replies: replies.length,
        });
      } finally {
        await queue.close();
        await w.stop();
      }
    }, 90_000);
  });

  describe('posting rules', () => {
    it('refuses a 281-character post with a 400 naming content and stores nothing', async () => {
      const ada = await signUp(t);
      const before = await countPosts();
      const res = await post(ada, { content: 'x'.repeat(281), language: 'en' });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^content/);
      expect(await countPosts()).toBe(before);
      await expect(post(ada, { content: 'x'.repeat(280), language: 'en' })).resolves.toMatchObject({
        status: 201,
      });
    });

    it('refuses a blank comment, a NUL character and an unknown parent', async () => {
      const ada = await signUp(t);
      const root = await post(ada, { content: 'A root post', language: 'en' });
      const before = await countPosts();
      const blank = await post(ada, { content: '   ', language: 'en', parentPostId: root.body.id });
      expect(blank.status).toBe(400);
      expect(blank.body.message).toMatch(/^content/);
      const nul = await post(ada, { content: 'a\u0000b', language: 'en' });
      expect(nul.status).toBe(400);
      expect(nul.body.message).toMatch(/^content/);
      const badParent = await post(ada, { content: 'hi', language: 'en', parentPostId: 'nope' });
      expect(badParent.status).toBe(400);
      expect(badParent.body.message).toMatch(/^parentPostId/);
      const missing = await post(ada, {
        content: 'hi',
        language: 'en',
        parentPostId: '00000000-0000-4000-8000-000000000000',
      });
      expect(missing.status).toBe(404);
      expect(await countPosts()).toBe(before);
    });

    it('lets a learner comment on another learner’s post, nested under it', async () => {
      const ada = await signUp(t);
      const bob = await signUp(t, { firstName: 'Bob' });
      const root = await post(ada, { content: 'Ada wonders about engines', language: 'en' });
      const comment = await post(bob, {
        content: 'Bob has thoughts',
        language: 'en',
        parentPostId: root.body.id,
      });
      expect(comment.status).toBe(201);
      expect(comment.body).toMatchObject({ parentPostId: root.body.id, user: { username: 'Bob' } });
      const page = (await ada.agent.get('/api/home-feed').expect(200)).body as HomeFeedPage;
      const shown = page.posts.find((p) => p.id === root.body.id)!;
      expect(shown.replies.map((r) => r.id)).toContain(comment.body.id);
    });

    it('lets only the author delete a post', async () => {
      const ada = await signUp(t);
      const bob = await signUp(t);
      const root = await post(ada, { content: 'Mine to delete', language: 'en' });
      const refused = await bob.agent.delete(`/api/home-feed/posts/${root.body.id}`);
      expect([403, 404]).toContain(refused.status);
      await ada.agent.delete(`/api/home-feed/posts/${root.body.id}`).expect(204);
      await ada.agent.delete(`/api/home-feed/posts/${root.body.id}`).expect(404);
    });

    it('pages the feed with a cursor, newest first, without repeats', async () => {
      const authors = await Promise.all([signUp(t), signUp(t), signUp(t)]);
      for (let i = 0; i < 25; i++)
        expect(
          (await post(authors[i % 3]!, { content: `paged ${i}`, language: 'en' })).status,
        ).toBe(201);
      const reader = await signUp(t);
      const first = (await reader.agent.get('/api/home-feed').expect(200)).body as HomeFeedPage;
      expect(first.posts).toHaveLength(20);
      expect(first.nextCursor).toEqual(expect.any(String));
      const seen = new Set(first.posts.map((p) => p.id));
      let cursor = first.nextCursor;
      while (cursor) {
        const page = (await reader.agent.get('/api/home-feed').query({ cursor }).expect(200))
          .body as HomeFeedPage;
        for (const p of page.posts) {
          expect(seen.has(p.id)).toBe(false);
          seen.add(p.id);
        }
        cursor = page.nextCursor;
      }
      const total = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM home_feed_posts WHERE "parentPostId" IS NULL`,
      );
      expect(seen.size).toBe(total[0].n);
      const bad = await reader.agent.get('/api/home-feed').query({ cursor: 'nope' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/^cursor/);
      // A day that does not exist is no cursor either (it had been read as none: the first page).
      const noSuchDay = await reader.agent
        .get('/api/home-feed')
        .query({ cursor: `2026-13-45T10:00:00.000Z_${randomUUID()}` });
      expect(noSuchDay.status).toBe(400);
      expect(noSuchDay.body.message).toMatch(/^cursor/);
    });

    it('is for signed-in learners only', async () => {
      await t.http.get('/api/home-feed').expect(401);
      await t.http.post('/api/home-feed/posts').send({ content: 'hi', language: 'en' }).expect(401);
    });
  });

  describe('likes', () => {
    it('20 concurrent toggles by one learner end where 20 flips end; 6 learners count 6', async () => {
      const ada = await signUp(t);
      const root = await post(ada, { content: 'Like me', language: 'en' });
      const url = `/api/user-posts/${root.body.id}/like`;

      const flips = await Promise.all(Array.from({ length: 20 }, () => ada.agent.post(url)));
      expect(flips.every((r) => r.status === 200)).toBe(true);
      expect(flips.filter((r) => r.body.liked).length).toBe(10);
      const fans = await Promise.all(Array.from({ length: 5 }, () => signUp(t)));
      const once = await Promise.all([...fans, ada].map((f) => f.agent.post(url)));
      expect(once.every((r) => r.status === 200 && r.body.liked === true)).toBe(true);
      expect(Math.max(...once.map((r) => r.body.likes))).toBe(6);

      const page = (await ada.agent.get('/api/home-feed').expect(200)).body as HomeFeedPage;
      expect(page.posts.find((p) => p.id === root.body.id)).toMatchObject({
        likes: 6,
        liked: true,
      });
    });

    it('answers 404 for an unknown post and 400 for a malformed id', async () => {
      const ada = await signUp(t);
      await ada.agent.post('/api/user-posts/00000000-0000-4000-8000-000000000000/like').expect(404);
      await ada.agent.post('/api/user-posts/not-a-uuid/like').expect(400);
    });
  });

  describe('generate more', () => {
    it('adds figure posts on the topics by figures not already in the feed', async () => {
      const ada = await signUp(t);
      const res = await ada.agent
        .post('/api/home-feed/generate-more')
        .send({ topics: ['physics', 'light'], language: 'en', existingAuthors: ['Isaac Newton'] })
        .expect(200);
      const posts = res.body.posts as HomeFeedPost[];
      expect(posts.length).toBeGreaterThan(0);
      for (const p of posts) {
        expect(p).toMatchObject({ isAiResponse: true, parentPostId: null });
        expect(p.aiAuthor).not.toBe('Isaac Newton');
      }
      const bad = await ada.agent
        .post('/api/home-feed/generate-more')
        .send({ topics: [], language: 'en', existingAuthors: [] });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/^topics/);
    });
  });
});
