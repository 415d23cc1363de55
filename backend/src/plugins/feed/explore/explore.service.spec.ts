import { FeedJobsProducer } from '../feed.jobs';
import { ReactionsService } from '../reactions/reactions.service';
import { InMemoryExplorePool } from '../testing/in-memory-explore-pool';
import { InMemoryReactions } from '../testing/in-memory-reactions';
import { RecordedJobQueue } from '../../../core/queue/testing/recorded-job-queue';
import { ExploreAi, type ExploreAiRequest, type WrittenPosts } from './explore-ai.port';
import type { NewExplorePost } from './explore-pool.repository';
import { ExploreService, RECENTLY_SEEN_KEPT } from './explore.service';

class FakeAi extends ExploreAi {
  calls: ExploreAiRequest[] = [];
  async writePosts(subject: { count: number }, req: ExploreAiRequest): Promise<WrittenPosts> {
    this.calls.push(req);
    return {
      posts: Array.from({ length: subject.count }, (_, i) =>
        post(`written ${this.calls.length}-${i}`),
      ),
      // As the real adapter: the offline engine writes English.
      language: req.offline ? 'en' : (req.language ?? 'en'),
      notice: req.offline ? undefined : 'offline notice',
    };
  }
  englishNotice(language: string) {
    return language === 'en' ? undefined : `in English, not ${language}`;
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
  let pool: InMemoryExplorePool;
  let ai: FakeAi;
  let queue: RecordedJobQueue;
  let reactions: InMemoryReactions;
  let sut: ExploreService;

  beforeEach(() => {
    pool = new InMemoryExplorePool();
    ai = new FakeAi();
    queue = new RecordedJobQueue();
    reactions = new InMemoryReactions();
    sut = new ExploreService(
      pool,
      new FeedJobsProducer(queue),
      ai,
      new ReactionsService(reactions),
    );
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
    expect(queue.added).toEqual([]);
  });

  it('asks for a refill once fewer than two calls worth of unseen posts are left', async () => {
    await pool.insert(
      'en',
      'pool',
      Array.from({ length: 40 }, (_, i) => post(`pooled ${i}`)),
    );
    await sut.historical(viewer, body);
    expect(queue.added).toEqual([
      {
        name: 'explore.pool-refill',
        data: { language: 'en' },
        options: expect.objectContaining({ jobId: 'refill:en', timeout: 120_000 }),
      },
    ]);
  });

  it('tops up a cold language with the offline engine at once, and those posts count as seen', async () => {
    const first = await sut.historical(viewer, { ...body, language: 'fr' });
    expect(first.posts).toHaveLength(15);
    expect(ai.calls).toEqual([expect.objectContaining({ offline: true, language: 'fr' })]);
    const second = await sut.historical(viewer, { ...body, language: 'fr' });
    const ids = new Set([...first.posts, ...second.posts].map((p) => p.id));
    expect(ids.size).toBe(30);
  });

  it('never stores English offline text in another language’s pool, and says the posts are English', async () => {
    const result = await sut.historical(viewer, { ...body, language: 'de' });
    expect(result.posts).toHaveLength(15);
    expect(result.notice).toBe('in English, not de');
    expect(await pool.count('de')).toBe(0);
    expect(await pool.count('en')).toBe(15);
    // A German reader whose pool is short is topped up from the English pool, with the notice.
    await pool.insert(
      'en',
      'pool',
      Array.from({ length: 30 }, (_, i) => post(`english ${i}`)),
    );
    const next = await sut.historical({ ...viewer, key: 'user:2' }, { ...body, language: 'de' });
    expect(next.posts).toHaveLength(15);
    expect(next.notice).toBe('in English, not de');
    expect(ai.calls).toHaveLength(1);
  });

  it('keeps the engine’s order of question posts, texts already stored included', async () => {
    await pool.insert('en', 'pool', [post('written 1-3'), post('written 1-0')]);
    const result = await sut.questionPosts(viewer, {
      ...body,
      originalQuestion: 'Why do we have seasons?',
      context: 'ctx',
      topics: ['seasons'],
    });
    expect(result.posts.map((p) => p.content)).toEqual(
      Array.from({ length: 15 }, (_, i) => `written 1-${i}`),
    );
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

  it("counts a signed-in user's question on their profile, and not a visitor's", async () => {
    const question = { question: 'Why is the sky blue?', ...body };
    await sut.analyzeQuestion(viewer, question);
    await sut.analyzeQuestion({ key: 'visitor:v', userId: null, apiKey: undefined }, question);
    expect(reactions.questions).toEqual([{ userId: '1', question: 'Why is the sky blue?' }]);
  });

  it('stores custom-topic posts under their origin and marks them seen for the asker', async () => {
    const result = await sut.custom(viewer, { ...body, count: 3, topics: ['Space & Astronomy'] });
    expect(pool.rows.map((r) => r.origin)).toEqual(['custom', 'custom', 'custom']);
    expect(pool.seen.get('user:1')).toEqual(result.posts.map((p) => p.id));
  });
});
