import { explorePostSchema, postListResponseSchema } from '@agora/contracts';
import request from 'supertest';
import { ExplorePoolRepository } from '../src/plugins/feed/explore/explore-pool.repository';
import { FeedJobsProducer } from '../src/plugins/feed/feed.jobs';
import { createTestApp, signUp, type TestApp } from './support/test-app';

const AI_OFFLINE = { OPENAI_API_KEY: '', ANTHROPIC_API_KEY: '' };
const reaction = {
  postContent: 'Radium glows faintly in the dark.',
  postAuthor: 'Marie Curie',
  postTopic: 'Science & Technology',
};

describe('explore feed (e2e)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ plugins: ['feed'], env: AI_OFFLINE });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  // Its speed is measured by bench/feed-generate-posts.mjs, not by a timed test.
  it('answers 15 valid posts from the warm pool and never repeats a post to a user across 5 calls', async () => {
    const { agent } = await signUp(t);
    await request(t.app.getHttpServer())
      .post('/api/generate-posts')
      .send({ count: 15 })
      .expect(200); // warms connections
    const seen = new Set<string>();
    for (let call = 0; call < 5; call++) {
      const res = await agent
        .post('/api/generate-posts')
        .send({ count: 15, language: 'English', useAPI: 'openai', claudeModel: 'haiku' });
      expect(res.status).toBe(200);
      const body = postListResponseSchema.parse(res.body);
      expect(body.posts).toHaveLength(15);
      for (const post of body.posts) {
        expect(explorePostSchema.safeParse(post).success).toBe(true);
        expect(['documented', 'inference', 'role-play']).toContain(post.claimKind);
        expect(seen.has(post.id)).toBe(false);
        seen.add(post.id);
      }
    }
    expect(seen.size).toBe(75);
  });

  it('refills a pool in the background through the Bull queue, keeping the offline engine’s English posts in the English pool', async () => {
    const pool = t.app.get(ExplorePoolRepository);
    const english = await pool.count('en');
    expect(await pool.count('de')).toBe(0);
    await t.app.get(FeedJobsProducer).requestPoolRefill('de');
    const deadline = Date.now() + 15_000;
    while ((await pool.count('en')) === english && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(await pool.count('en')).toBeGreaterThan(english);
    expect(await pool.count('de')).toBe(0);
  });

  it('answers a German reader with English posts and says so, storing nothing in the German pool', async () => {
    const res = await t.http
      .post('/api/generate-question-posts')
      .send({ language: 'de', originalQuestion: 'Why do we have seasons?', topics: ['seasons'] })
      .expect(200);
    const body = postListResponseSchema.parse(res.body);
    expect(body.posts.length).toBeGreaterThan(0);
    expect(body.notice).toMatch(/Englisch/); // in the reader's language
    expect(await t.app.get(ExplorePoolRepository).count('de')).toBe(0);
  });

  it('starts a reader who has read the whole pool over on the posts read longest ago', async () => {
    const pool = t.app.get(ExplorePoolRepository);
    const viewer = `visitor:${Date.now()}`;
    const batches: string[][] = [];
    for (;;) {
      const { posts } = await pool.takeUnseen('en', viewer, 15);
      if (posts.length === 0) break;
      batches.push(posts.map((p) => p.id));
    }
    const read = batches.flat();
    expect(read.length).toBe(await pool.count('en'));
    const recent = new Set(batches.slice(-6).flat());
    expect(await pool.forgetOldestSeen('en', viewer, recent.size)).toBe(read.length - recent.size);
    const { posts: again } = await pool.takeUnseen('en', viewer, 15);
    expect(again).toHaveLength(15);
    expect(again.some((p) => recent.has(p.id))).toBe(false);
  });

  it('keeps a separate unseen list for an anonymous visitor through its cookie', async () => {
    const visitor = request.agent(t.app.getHttpServer());
    const first = await visitor.post('/api/generate-posts').send({}).expect(200);
    const second = await visitor.post('/api/generate-posts').send({}).expect(200);
    const ids = [...first.body.posts, ...second.body.posts].map((p: { id: string }) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses an unknown language and a count over 30 with 400 naming the field', async () => {
    const res = await t.http.post('/api/generate-posts').send({ language: 'Klingon' }).expect(400);
    expect(res.body.message).toMatch(/language/);
    const tooMany = await t.http.post('/api/generate-posts').send({ count: 31 }).expect(400);
    expect(tooMany.body.message).toMatch(/count/);
  });

  it.each(['__proto__', 'constructor', 'toString'])(
    'refuses the language "%s" (a key every object has) with 400, not 500',
    async (language) => {
      const res = await t.http.post('/api/generate-posts').send({ language }).expect(400);
      expect(res.body.message).toMatch(/unsupported language/);
    },
  );

  it.each([true, [5], '5'])(
    'refuses a count that is no JSON number (%j) with 400',
    async (count) => {
      const res = await t.http.post('/api/generate-posts').send({ count }).expect(400);
      expect(res.body.message).toMatch(/count/);
    },
  );

  it('generates a custom-topic feed that joins the pool with stable ids', async () => {
    const { agent } = await signUp(t);
    const res = await agent
      .post('/api/generate-custom-posts')
      .send({ topics: ['Space & Astronomy', 'volcanoes'] })
      .expect(200);
    const body = postListResponseSchema.parse(res.body);
    expect(body.posts.length).toBeGreaterThan(0);
    const [row] = await t.dataSource.query(`SELECT "origin" FROM "explore_posts" WHERE "id" = $1`, [
      body.posts[0]!.id,
    ]);
    expect(row.origin).toBe('custom');
    await agent.post('/api/generate-custom-posts').send({ topics: [] }).expect(400);
    const twice = await agent
      .post('/api/generate-custom-posts')
      .send({ topics: ['Volcanoes', ' volcanoes '] })
      .expect(400);
    expect(twice.body.message).toMatch(/topics\.1.*"volcanoes" is already in the list/);
  });

  it('turns a question into context, topics and posts, and counts it on the profile', async () => {
    const { agent } = await signUp(t);
    const analysis = await agent
      .post('/api/analyze-question')
      .send({ question: 'How does electricity work?' })
      .expect(200);
    expect(typeof analysis.body.context).toBe('string');
    expect(analysis.body.topics.length).toBeGreaterThan(0);
    const posts = await agent
      .post('/api/generate-question-posts')
      .send({
        context: analysis.body.context,
        topics: analysis.body.topics,
        originalQuestion: 'How does electricity work?',
      })
      .expect(200);
    expect(postListResponseSchema.parse(posts.body).posts.length).toBeGreaterThan(0);
    const profile = await agent.get('/api/user/profile').expect(200);
    expect(profile.body.stats.posts).toBe(1);
    await agent.post('/api/analyze-question').send({ question: '   ' }).expect(400);
  });

  it('toggles a like on and off, and it appears in and disappears from likes and activity', async () => {
    const { agent } = await signUp(t);
    expect((await agent.post('/api/posts/post-42/like').send(reaction).expect(200)).body).toEqual({
      liked: true,
    });
    const likes = await agent.get('/api/user/likes').expect(200);
    expect(likes.body).toEqual([
      expect.objectContaining({
        id: 'post-42',
        author: 'Marie Curie',
        content: reaction.postContent,
        topic: reaction.postTopic,
      }),
    ]);
    const activity = await agent.get('/api/activity').expect(200);
    expect(activity.body).toEqual([
      expect.objectContaining({ action: 'like', postAuthor: 'Marie Curie' }),
    ]);
    expect((await agent.get('/api/user/profile').expect(200)).body.stats).toMatchObject({
      likes: 1,
      totalLikes: 1,
      totalActivity: 1,
    });

    expect((await agent.post('/api/posts/post-42/like').send(reaction).expect(200)).body).toEqual({
      liked: false,
    });
    expect((await agent.get('/api/user/likes').expect(200)).body).toEqual([]);
    expect((await agent.get('/api/activity').expect(200)).body).toEqual([]);
  });

  it('ends 20 and 21 concurrent like toggles in the right state, each answer one step of the sequence', async () => {
    const { agent } = await signUp(t);
    const burst = (n: number) =>
      Promise.all(
        Array.from({ length: n }, () => agent.post('/api/posts/post-77/like').send(reaction)),
      );
    const even = await burst(20);
    expect(even.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(even.filter((r) => r.body.liked === true)).toHaveLength(10);
    expect((await agent.get('/api/user/likes').expect(200)).body).toEqual([]);

    const odd = await burst(21);
    expect(odd.filter((r) => r.body.liked === true)).toHaveLength(11);
    expect((await agent.get('/api/user/likes').expect(200)).body).toEqual([
      expect.objectContaining({ id: 'post-77' }),
    ]);
  });

  it('toggles from the Liked / Saved lists without a body, using the post the server already holds', async () => {
    const { agent } = await signUp(t);
    await agent.post('/api/posts/post-9/save').send(reaction).expect(200);
    // "Like" from the saved list: no body, the saved copy supplies the text.
    expect((await agent.post('/api/posts/post-9/like').expect(200)).body).toEqual({ liked: true });
    expect((await agent.get('/api/user/likes').expect(200)).body[0]).toMatchObject({
      id: 'post-9',
      content: reaction.postContent,
    });
    expect((await agent.post('/api/posts/post-9/like').expect(200)).body).toEqual({ liked: false });
    // A pool post is known by its id.
    const [pooled] = (await agent.post('/api/generate-posts').send({}).expect(200)).body.posts;
    expect((await agent.post(`/api/posts/${pooled.id}/save`).expect(200)).body).toEqual({
      saved: true,
    });
    expect((await agent.get('/api/user/saves').expect(200)).body).toContainEqual(
      expect.objectContaining({ id: pooled.id, author: pooled.author }),
    );
  });

  it('toggles a save and shows it in saves and activity as a save', async () => {
    const { agent } = await signUp(t);
    expect((await agent.post('/api/posts/post-7/save').send(reaction).expect(200)).body).toEqual({
      saved: true,
    });
    expect((await agent.get('/api/user/saves').expect(200)).body).toHaveLength(1);
    expect((await agent.get('/api/activity').expect(200)).body[0]).toMatchObject({
      action: 'save',
    });
    expect((await agent.post('/api/posts/post-7/save').send(reaction).expect(200)).body).toEqual({
      saved: false,
    });
  });

  it("keeps each user's likes to themselves and requires sign-in", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await a.agent.post('/api/posts/p1/like').send(reaction).expect(200);
    expect((await b.agent.get('/api/user/likes').expect(200)).body).toEqual([]);
    await t.http.post('/api/posts/p1/like').send(reaction).expect(401);
    await t.http.get('/api/user/likes').expect(401);
    await t.http.get('/api/activity').expect(401);
    await t.http.get('/api/user/profile').expect(401);
    const bad = await a.agent
      .post('/api/posts/never-seen/like')
      .send({ postAuthor: 'X' })
      .expect(400);
    expect(bad.body.message).toMatch(/postContent/);
    const tooLong = await a.agent
      .post('/api/posts/p2/like')
      .send({ ...reaction, postAuthor: 'x'.repeat(121) })
      .expect(400);
    expect(tooLong.body.message).toMatch(/postAuthor/);
  });
});
