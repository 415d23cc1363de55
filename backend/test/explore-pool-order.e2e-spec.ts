import { ExplorePoolRepository } from '../src/plugins/feed/explore/explore-pool.repository';
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
});
