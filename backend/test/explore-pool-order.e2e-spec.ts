import { RedisService } from '../src/core/redis/redis.service';
import {
  EXPLORE_POOL_SIZE,
  ExplorePoolRepository,
} from '../src/plugins/feed/explore/explore-pool.repository';
import { ExplorePoolStore } from '../src/plugins/feed/explore/explore-pool.store';
import { RedisSeenMarks } from '../src/plugins/feed/explore/redis-seen-marks';
import { createTestApp, type TestApp } from './support/test-app';

const post = (content: string) => ({
  author: 'Johannes Kepler',
  avatar: '🪐',
  specialty: 'Astronomer',
  content,
  topic: 'Space & Astronomy',
  sources: ['kb:johannes-kepler/orbits'],
  claimKind: 'documented',
  provider: 'offline',
  model: 'agora-persona-engine-1',
});

describe('explore pool storage on PostgreSQL (e2e)', () => {
  let t: TestApp;
  let pool: ExplorePoolRepository;

  beforeAll(async () => {
    t = await createTestApp({
      plugins: ['feed'],
      env: { OPENAI_API_KEY: '', ANTHROPIC_API_KEY: '' },
    });
    pool = t.app.get(ExplorePoolRepository);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('returns the rows in the engine’s order when some texts were stored before, and counts only the new ones', async () => {
    const first = await pool.insert(
      'es',
      'question',
      ['c', 'a', 'e'].map((l) => post(`order ${l}`)),
    );
    expect(first.added).toBe(3);
    const texts = ['f', 'e', 'd', 'c', 'b', 'a'].map((l) => `order ${l}`);
    const again = await pool.insert('es', 'question', texts.map(post));
    expect(again.posts.map((p) => p.content)).toEqual(texts);
    expect(again.added).toBe(3);
    expect(again.posts.find((p) => p.content === 'order a')!.id).toBe(
      first.posts.find((p) => p.content === 'order a')!.id,
    );
  });

  it('returns a text given twice in one batch once, where it first appears', async () => {
    const stored = await pool.insert('es', 'question', ['twice x', 'twice y', 'twice x'].map(post));
    expect(stored.posts.map((p) => p.content)).toEqual(['twice x', 'twice y']);
    expect(stored.added).toBe(2);
  });

  it('counts nothing added when every text is already stored', async () => {
    const texts = ['same 1', 'same 2'].map(post);
    await pool.insert('es', 'pool', texts);
    expect((await pool.insert('es', 'pool', texts)).added).toBe(0);
  });

  it('hands a post stored by another process (the worker) whole, beside posts it has read before', async () => {
    const viewer = `visitor:other-process-${Date.now()}`;
    await pool.insert('it', 'pool', ['read here 1', 'read here 2'].map(post));
    const first = await pool.takeUnseen('it', viewer, 1);
    expect(first.posts).toHaveLength(1);
    // The worker stores through its own instance: this process has never read that row.
    const worker = new ExplorePoolStore(t.dataSource, t.app.get(RedisSeenMarks));
    await worker.insert('it', 'pool', [post('written by the worker')]);
    const rest = await pool.takeUnseen('it', viewer, 15);
    expect(rest.posts.map((p) => p.content).sort()).toEqual(
      ['read here 1', 'read here 2', 'written by the worker']
        .filter((text) => text !== first.posts[0]?.content)
        .sort(),
    );
    const fromWorker = rest.posts.find((p) => p.content === 'written by the worker');
    expect(fromWorker).toMatchObject({
      author: 'Johannes Kepler',
      sources: ['kb:johannes-kepler/orbits'],
      claimKind: 'documented',
    });
    expect(fromWorker?.createdAt).toBeInstanceOf(Date);
    expect(rest.left).toBe(0);
  });

  it('loads the pool from PostgreSQL when Redis has lost it, and the viewer starts afresh', async () => {
    const viewer = `visitor:redis-restart-${Date.now()}`;
    await pool.insert('nl', 'pool', ['kept 1', 'kept 2', 'kept 3'].map(post));
    expect((await pool.takeUnseen('nl', viewer, 2)).posts).toHaveLength(2);
    const redis = t.app.get(RedisService);
    const lost = await redis.client.keys(`${t.redisPrefix}:explore:*`);
    await redis.client.del(...lost);
    const again = await pool.takeUnseen('nl', viewer, 15);
    expect(again.posts.map((p) => p.content).sort()).toEqual(['kept 1', 'kept 2', 'kept 3']);
  });

  it('drops ids Redis holds for posts the database no longer has, and fills the answer from the rest', async () => {
    const { posts } = await pool.insert(
      'sv',
      'pool',
      ['restored 1', 'restored 2', 'gone'].map(post),
    );
    await pool.takeUnseen('sv', `visitor:warm-${Date.now()}`, 1); // the pool's ids are loaded
    const gone = posts.find((p) => p.content === 'gone');
    // A restore from a backup taken before that post was written.
    await t.dataSource.query(`DELETE FROM "explore_posts" WHERE "id" = $1`, [gone?.id]);
    // A process started after the restore (this one has the post's row in memory).
    const restarted = new ExplorePoolStore(t.dataSource, t.app.get(RedisSeenMarks));
    const { posts: answer } = await restarted.takeUnseen(
      'sv',
      `visitor:after-restore-${Date.now()}`,
      3,
    );
    expect(answer.map((p) => p.content).sort()).toEqual(['restored 1', 'restored 2']);
    const redis = t.app.get(RedisService).client;
    const [poolKey] = await redis.keys(`${t.redisPrefix}:explore:*:pool-newest:sv`);
    expect(poolKey).toBeDefined();
    const poolIds = await redis.zrange(poolKey ?? '', 0, -1);
    expect(poolIds).not.toContain(gone?.id);
  });

  it('never hands one post twice to concurrent reads of one viewer', async () => {
    await pool.insert(
      'pt',
      'pool',
      Array.from({ length: 40 }, (_, i) => post(`concurrent ${i}`)),
    );
    const viewer = `visitor:concurrent-${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => pool.takeUnseen('pt', viewer, 6)),
    );
    const ids = answers.flatMap((a) => a.posts.map((p) => p.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(40);
  });

  it(`hands out only the newest ${EXPLORE_POOL_SIZE} posts of a language, also after Redis is lost`, async () => {
    // Older than the rest: stored in a statement (so at a time) of its own.
    const [oldest] = (await pool.insert('pl', 'pool', [post('the oldest post')])).posts;
    for (let batch = 0; batch < EXPLORE_POOL_SIZE / 1000; batch++)
      await pool.insert(
        'pl',
        'pool',
        Array.from({ length: 1000 }, (_, i) => post(`newer post ${batch}-${i}`)),
      );
    const readAll = async (viewer: string) => {
      const { posts, left } = await pool.takeUnseen('pl', viewer, EXPLORE_POOL_SIZE + 1);
      return { ids: new Set(posts.map((p) => p.id)), left };
    };
    const added = await readAll(`visitor:cap-${Date.now()}`);
    expect(added.ids.size).toBe(EXPLORE_POOL_SIZE);
    expect(added.ids.has(oldest!.id)).toBe(false);
    expect(added.left).toBe(0);

    const redis = t.app.get(RedisService).client;
    await redis.del(...(await redis.keys(`${t.redisPrefix}:explore:*:pool-newest*:pl`)));
    const reloaded = await readAll(`visitor:cap-reloaded-${Date.now()}`);
    expect(reloaded.ids).toEqual(added.ids);
  });
});
