import { REACTIONS_PER_USER_MAX, type ReactedPost } from '@agora/contracts';
import { signUp, type SignedUp } from './support/test-app';
import { useTestApp } from './support/use-test-app';

const reaction = (n: number | string) => ({
  postContent: `Post number ${n} about radium.`,
  postAuthor: 'Marie Curie',
  postTopic: 'Science & Technology',
});

describe('Liked and Saved Posts: paged lists and a cap per account (e2e)', () => {
  const t = useTestApp({
    plugins: ['feed'],
    env: { OPENAI_API_KEY: '', ANTHROPIC_API_KEY: '', RATE_LIMIT_PER_MINUTE: '100000' },
  });

  /** Every page of a list, following X-Next-Cursor, with the size of each page. */
  async function readAll(
    who: SignedUp,
    path: string,
    limit: number,
  ): Promise<{ posts: ReactedPost[]; sizes: number[] }> {
    const posts: ReactedPost[] = [];
    const sizes: number[] = [];
    let cursor: string | undefined;
    do {
      const res = await who.agent
        .get(path)
        .query({ limit, ...(cursor ? { cursor } : {}) })
        .expect(200);
      posts.push(...(res.body as ReactedPost[]));
      sizes.push(res.body.length);
      cursor = res.headers['x-next-cursor'];
    } while (cursor);
    return { posts, sizes };
  }

  /** `count` likes (or saves) of the user, stored as the toggle stores them, at chosen times. */
  async function seed(
    table: 'post_likes' | 'post_saves',
    userId: string,
    count: number,
    createdAt: string,
  ): Promise<void> {
    await t.dataSource.query(
      `INSERT INTO "${table}" ("userId", "postId", "postContent", "postAuthor", "postTopic", "createdAt")
       SELECT $1, 'seeded-' || n, 'Seeded post ' || n, 'Hypatia', 'Mathematics & Physics', $3::timestamptz
         FROM generate_series(1, $2) AS n`,
      [userId, count, createdAt],
    );
  }

  it('pages the likes newest first with X-Next-Cursor, every like exactly once', async () => {
    const ada = await signUp(t);
    for (let i = 0; i < 23; i++)
      await ada.agent.post(`/api/posts/post-${i}/like`).send(reaction(i)).expect(200);
    // Likes of one instant are ordered too: a page boundary among them loses and repeats nothing.
    await seed('post_likes', ada.user.id, 9, '2026-01-01T00:00:00Z');

    const { posts, sizes } = await readAll(ada, '/api/user/likes', 5);
    expect(sizes).toEqual([5, 5, 5, 5, 5, 5, 2]);
    const ids = posts.map((p) => p.id);
    expect(new Set(ids).size).toBe(32);
    expect(ids.slice(0, 23)).toEqual(Array.from({ length: 23 }, (_, i) => `post-${22 - i}`));
    expect(ids.slice(23).sort()).toEqual(
      Array.from({ length: 9 }, (_, i) => `seeded-${i + 1}`).sort(),
    );
    expect(posts[0]).toEqual({
      id: 'post-22',
      author: 'Marie Curie',
      content: 'Post number 22 about radium.',
      topic: 'Science & Technology',
      timestamp: expect.any(String),
    });

    // The spec's call without parameters: the first page, still an array, and the cursor beside it.
    const first = await ada.agent.get('/api/user/likes').expect(200);
    expect(first.body).toHaveLength(32);
    expect(first.headers['x-next-cursor']).toBeUndefined();
    const small = await ada.agent.get('/api/user/likes').query({ limit: 30 }).expect(200);
    expect(small.headers['x-next-cursor']).toEqual(expect.any(String));

    // Which posts are liked, for the feeds' buttons: every one, in one answer.
    const liked = await ada.agent.get('/api/user/likes/ids').expect(200);
    expect([...liked.body].sort()).toEqual([...ids].sort());
    // Saves are their own list.
    await ada.agent.post('/api/posts/post-3/save').expect(200);
    expect((await ada.agent.get('/api/user/saves').expect(200)).body).toEqual([
      expect.objectContaining({ id: 'post-3', content: 'Post number 3 about radium.' }),
    ]);
    expect((await ada.agent.get('/api/user/saves/ids').expect(200)).body).toEqual(['post-3']);
  });

  it('refuses a forged cursor and a page over the maximum, naming the parameter', async () => {
    const ada = await signUp(t);
    const forged = await ada.agent.get('/api/user/saves').query({ cursor: 'bm90LWEtY3Vyc29y' });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toMatch(/^cursor/);
    const tooMany = await ada.agent.get('/api/user/likes').query({ limit: 101 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/^limit/);
    await t.http.get('/api/user/likes').expect(401);
    await t.http.get('/api/user/saves/ids').expect(401);
  });

  it(`keeps at most ${REACTIONS_PER_USER_MAX} likes per account: one more is a 409 naming the limit, even in parallel`, async () => {
    const ada = await signUp(t);
    await seed('post_likes', ada.user.id, REACTIONS_PER_USER_MAX - 1, '2026-01-01T00:00:00Z');
    const held = async () =>
      (
        await t.dataSource.query(`SELECT count(*)::int AS n FROM post_likes WHERE "userId" = $1`, [
          ada.user.id,
        ])
      )[0].n;

    // Room for one: of six parallel likes of new posts, one is stored, five are refused.
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        ada.agent.post(`/api/posts/race-${i}/like`).send(reaction(`race ${i}`)),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body).toMatchObject({
      statusCode: 409,
      limit: REACTIONS_PER_USER_MAX,
      message: `You already like ${REACTIONS_PER_USER_MAX} posts, the most one account may keep; unlike one to like another`,
    });
    expect(await held()).toBe(REACTIONS_PER_USER_MAX);

    // Unliking is always allowed and makes room; saves are counted apart.
    const stored = answers.findIndex((a) => a.status === 200);
    await ada.agent.post('/api/posts/one-more/like').send(reaction('one more')).expect(409);
    expect(
      (await ada.agent.post(`/api/posts/race-${stored}/like`).send(reaction(0)).expect(200)).body,
    ).toEqual({ liked: false });
    expect(
      (await ada.agent.post('/api/posts/one-more/like').send(reaction('one more')).expect(200))
        .body,
    ).toEqual({ liked: true });
    expect(
      (await ada.agent.post('/api/posts/one-more/save').send(reaction('one more')).expect(200))
        .body,
    ).toEqual({ saved: true });
    expect(await held()).toBe(REACTIONS_PER_USER_MAX);
  });

  it(`keeps at most ${REACTIONS_PER_USER_MAX} saves per account, with its own message`, async () => {
    const ada = await signUp(t);
    await seed('post_saves', ada.user.id, REACTIONS_PER_USER_MAX, '2026-01-01T00:00:00Z');
    const refused = await ada.agent.post('/api/posts/new-post/save').send(reaction('new'));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      limit: REACTIONS_PER_USER_MAX,
      message: `You already have ${REACTIONS_PER_USER_MAX} saved posts, the most one account may keep; remove one to save another`,
    });
    // Nothing of the refused post's text was stored.
    const [row] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM post_saves WHERE "postId" = 'new-post'`,
    );
    expect(row.n).toBe(0);
  });
});
