import type { ExploreAiRequest, WrittenPosts } from './explore-ai.port';
import { ExploreAi } from './explore-ai.port';
import type {
  ExplorePoolRepository,
  NewExplorePost,
  StoredExplorePost,
} from './explore-pool.repository';
import { ExploreService, RECENTLY_SEEN_KEPT } from './explore.service';
import type { PoolRefillProducer } from './pool-refill.producer';
import type { ReactionsRepository } from './reactions.repository';

/** An in-memory pool with the repository's contract: unseen per viewer, repeated texts kept once. */
class FakePool {
  rows: (StoredExplorePost & { language: string })[] = [];
  seen = new Map<string, Set<string>>();

  async insert(
    language: string,
    _origin: string,
    posts: NewExplorePost[],
  ): Promise<StoredExplorePost[]> {
    return posts.map((p) => {
      const existing = this.rows.find((r) => r.language === language && r.content === p.content);
      if (existing) return existing;
      const row = { ...p, id: `id-${this.rows.length}`, createdAt: new Date(), language };
      this.rows.push(row);
      return row;
    });
  }

  async takeUnseen(language: string, viewer: string, limit: number) {
    const seen = this.seen.get(viewer) ?? new Set<string>();
    const unseen = this.rows.filter((r) => r.language === language && !seen.has(r.id));
    const posts = unseen.slice(0, limit);
    posts.forEach((p) => seen.add(p.id));
    this.seen.set(viewer, seen);
    return { posts, left: unseen.length - posts.length };
  }

  async forgetOldestSeen(language: string, viewer: string, keep: number) {
    const seen = [...(this.seen.get(viewer) ?? new Set<string>())];
    const ofLanguage = seen.filter(
      (id) => this.rows.find((r) => r.id === id)?.language === language,
    );
    const dropped = ofLanguage.slice(0, Math.max(0, ofLanguage.length - keep));
    this.seen.set(viewer, new Set(seen.filter((id) => !dropped.includes(id))));
    return dropped.length;
  }

  async markSeen(viewer: string, ids: string[]) {
    const seen = this.seen.get(viewer) ?? new Set<string>();
    ids.forEach((id) => seen.add(id));
    this.seen.set(viewer, seen);
  }
}

class FakeAi extends ExploreAi {
  calls: ExploreAiRequest[] = [];
  async writePosts(subject: { count: number }, req: ExploreAiRequest): Promise<WrittenPosts> {
    this.calls.push(req);
    return {
      posts: Array.from({ length: subject.count }, (_, i) =>
        post(`written ${this.calls.length}-${i}`),
      ),
      notice: req.offline ? undefined : 'offline notice',
    };
  }
  async analyzeQuestion() {
    return { context: 'ctx', topics: ['Science & Technology'] };
  }
}

function post(content: string): NewExplorePost {
  return {
    author: 'Marie Curie',
    avatar: '⚗️',
    specialty: 'Physics',
    content,
    topic: 'Science',
    sources: ['kb:1'],
    claimKind: 'documented',
    provider: 'offline',
    model: 'm',
  };
}

const viewer = { key: 'user:1', userId: '1', apiKey: undefined };
const body = {
  count: 15,
  language: 'en',
  useAPI: 'openai' as const,
  claudeModel: 'haiku' as const,
};

describe(ExploreService.name, () => {
  let pool: FakePool;
  let ai: FakeAi;
  let refills: string[];
  let sut: ExploreService;

  beforeEach(() => {
    pool = new FakePool();
    ai = new FakeAi();
    refills = [];
    const refill = {
      request: async (language: string) => void refills.push(language),
    } as unknown as PoolRefillProducer;
    const reactions = { recordQuestion: async () => undefined } as unknown as ReactionsRepository;
    sut = new ExploreService(pool as unknown as ExplorePoolRepository, refill, ai, reactions);
  });

  it('answers from the pool without calling a model while enough unseen posts remain', async () => {
    await pool.insert(
      'en',
      'pool',
      Array.from({ length: 60 }, (_, i) => post(`pooled ${i}`)),
    );
    const result = await sut.historical(viewer, body);
    expect(result.posts).toHaveLength(15);
    expect(ai.calls).toHaveLength(0);
    expect(refills).toEqual([]);
  });

  it('asks for a refill once fewer than two calls worth of unseen posts are left', async () => {
    await pool.insert(
      'en',
      'pool',
      Array.from({ length: 40 }, (_, i) => post(`pooled ${i}`)),
    );
    await sut.historical(viewer, body);
    expect(refills).toEqual(['en']);
  });

  it('tops up a cold language with the offline engine at once, and those posts count as seen', async () => {
    const first = await sut.historical(viewer, { ...body, language: 'fr' });
    expect(first.posts).toHaveLength(15);
    expect(ai.calls).toEqual([expect.objectContaining({ offline: true, language: 'fr' })]);
    const second = await sut.historical(viewer, { ...body, language: 'fr' });
    const ids = new Set([...first.posts, ...second.posts].map((p) => p.id));
    expect(ids.size).toBe(30);
  });

  it('starts a reader who has read the whole pool over on the posts read longest ago, without a model', async () => {
    await pool.insert(
      'en',
      'pool',
      Array.from({ length: 120 }, (_, i) => post(`pooled ${i}`)),
    );
    const firstRound = new Set<string>();
    for (let call = 0; call < 8; call++)
      (await sut.historical(viewer, body)).posts.forEach((p) => firstRound.add(p.id));
    expect(firstRound.size).toBe(120);
    const next = await sut.historical(viewer, body);
    expect(next.posts).toHaveLength(15);
    // Only posts outside the 90 most recently read come back.
    expect(next.posts.every((p) => Number(p.id.split('-')[1]) < 120 - RECENTLY_SEEN_KEPT)).toBe(
      true,
    );
    expect(ai.calls).toHaveLength(0);
  });

  it("passes the viewer's provider choice and key to custom topics and returns the AI notice", async () => {
    const result = await sut.custom(
      { ...viewer, apiKey: 'sk-user' },
      { ...body, topics: ['Space & Astronomy'] },
    );
    expect(ai.calls[0]).toMatchObject({ useAPI: 'openai', apiKey: 'sk-user', userId: '1' });
    expect(result.notice).toBe('offline notice');
    expect(result.posts[0]).toMatchObject({ sources: ['kb:1'], claimKind: 'documented' });
  });
});
