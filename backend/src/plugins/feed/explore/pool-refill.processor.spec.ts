import { Logger } from '@nestjs/common';
import { InMemoryExplorePool } from '../testing/in-memory-explore-pool';
import { ExploreAi, type ExploreAiRequest, type PostSubject } from './explore-ai.port';
import type { NewExplorePost } from './explore-pool.repository';
import { MAX_TRIES, PoolRefillProcessor, REFILL_BATCH } from './pool-refill.processor';

/** Writes the same texts for the same subject and page, as the offline engine does. */
class DeterministicAi extends ExploreAi {
  subjects: PostSubject[] = [];
  constructor(private readonly writesIn?: string) {
    super();
  }
  async writePosts(subject: PostSubject, req: ExploreAiRequest) {
    this.subjects.push(subject);
    const posts = Array.from({ length: subject.count }, (_, i) =>
      post(`${subject.topics.join()} page ${subject.page ?? 0} #${i}`),
    );
    return { posts, language: this.writesIn ?? req.language ?? 'en' };
  }
  englishNotice() {
    return undefined;
  }
  async analyzeQuestion() {
    return { context: '', topics: [] };
  }
}

/** Writes the same texts whatever it is asked: a refill can find nothing new in it. */
class RepeatingAi extends DeterministicAi {
  calls = 0;
  override async writePosts(subject: PostSubject, req: ExploreAiRequest) {
    this.calls += 1;
    return super.writePosts({ ...subject, topics: ['always'], page: 0 }, req);
  }
}

function post(content: string): NewExplorePost {
  return {
    author: 'Gregor Mendel',
    avatar: '🫛',
    specialty: 'Geneticist',
    content,
    topic: 'Environment & Nature',
    sources: [],
    claimKind: 'documented',
    provider: 'offline',
    model: 'm',
  };
}

describe(PoolRefillProcessor.name, () => {
  let logged: string[];

  beforeEach(() => {
    logged = [];
    jest.spyOn(Logger.prototype, 'log').mockImplementation((message: unknown) => {
      logged.push(String(message));
    });
    jest.spyOn(Math, 'random').mockReturnValue(0);
  });

  afterEach(() => jest.restoreAllMocks());

  it('adds new posts and logs the number truly added', async () => {
    const pool = new InMemoryExplorePool();
    const sut = new PoolRefillProcessor(new DeterministicAi(), pool);
    expect(await sut.refill({ language: 'en' })).toEqual({ stored: REFILL_BATCH });
    expect(logged).toEqual([`explore pool en: +${REFILL_BATCH} new posts`]);
  });

  it('moves on to another subject when a batch holds only texts the pool already has', async () => {
    const pool = new InMemoryExplorePool();
    const ai = new DeterministicAi();
    const sut = new PoolRefillProcessor(ai, pool);
    await sut.refill({ language: 'en' });
    // The same first subject again: nothing new in it, so the refill tries the next one.
    expect(await sut.refill({ language: 'en' })).toEqual({ stored: REFILL_BATCH });
    expect(await pool.count('en')).toBe(2 * REFILL_BATCH);
    expect(ai.subjects[1]).toEqual(ai.subjects[0]);
    expect(ai.subjects[2]).not.toEqual(ai.subjects[0]);
  });

  it('stops after MAX_TRIES subjects when every batch only repeats the pool', async () => {
    const pool = new InMemoryExplorePool();
    const sut = new PoolRefillProcessor(new RepeatingAi(), pool);
    await sut.refill({ language: 'en' });
    const ai = new RepeatingAi();
    expect(await new PoolRefillProcessor(ai, pool).refill({ language: 'en' })).toEqual({
      stored: 0,
    });
    expect(ai.calls).toBe(MAX_TRIES);
    expect(logged.at(-1)).toBe('explore pool en: +0 new posts');
  });

  it('keeps English offline posts out of another language’s pool and says where they went', async () => {
    const pool = new InMemoryExplorePool();
    const sut = new PoolRefillProcessor(new DeterministicAi('en'), pool);
    await sut.refill({ language: 'ja' });
    expect(await pool.count('ja')).toBe(0);
    expect(await pool.count('en')).toBe(REFILL_BATCH);
    expect(logged[0]).toMatch(/explore pool ja: \+20 new posts, written in English .* en pool/);
  });
});
