import { DemoDataSchema } from '@agora/contracts';
import { type Clock, LandingCachePolicy } from './landing-cache';
import { LandingService } from './landing.service';
import { FixedFigures } from './testing/fixed-figures';
import { InMemoryLandingRepository } from './testing/in-memory-landing';

class ManualClock implements Clock {
  ms = 1_000;
  now(): number {
    return this.ms;
  }
}

describe(LandingService.name, () => {
  let repository: InMemoryLandingRepository;
  let clock: ManualClock;
  let sut: LandingService;

  beforeEach(() => {
    repository = new InMemoryLandingRepository();
    clock = new ManualClock();
    sut = new LandingService(
      repository,
      new FixedFigures(),
      new LandingCachePolicy(60_000, 600_000, clock),
    );
  });

  it('counts once per minute, however many visitors ask', async () => {
    repository.stats = { totalUsers: 3, totalPosts: 10, totalConversations: 2, activeUsers: 1 };
    await Promise.all([sut.publicStats(), sut.publicStats(), sut.publicStats()]);
    repository.stats = { totalUsers: 4, totalPosts: 10, totalConversations: 2, activeUsers: 2 };
    clock.ms += 59_000;
    expect((await sut.publicStats()).totalUsers).toBe(3);
    expect(repository.reads.stats).toBe(1);

    clock.ms += 2_000;
    expect((await sut.publicStats()).totalUsers).toBe(4);
    expect(repository.reads.stats).toBe(2);
  });

  it('counts on every call when the window is 0', async () => {
    sut = new LandingService(repository, new FixedFigures(), new LandingCachePolicy(0, 0, clock));
    await sut.publicStats();
    await sut.publicStats();
    expect(repository.reads.stats).toBe(2);
  });

  it('plays curated demos with catalogue figures when nothing is stored', async () => {
    const demos = DemoDataSchema.parse(await sut.demoData('en'));
    expect([demos.chatDemo, demos.homeFeedDemo, demos.groupDemo].map((d) => d.origin)).toEqual([
      'curated',
      'curated',
      'curated',
    ]);
    expect(demos.chatDemo.steps.map((s) => s.type)).toEqual(['user', 'ai', 'user', 'ai']);
  });

  it('shows the best-liked stored post first and fills the card with curated posts in the same language', async () => {
    repository.posts = [
      {
        author: 'rumi',
        avatar: '',
        specialty: 'Poet',
        topic: 'Poetry',
        content: '  Be   a lamp, or a lifeboat, or a ladder. ',
        likes: 5,
        language: 'en',
      },
    ];
    const demos = await sut.demoData('en');
    expect(demos.homeFeedDemo.origin).toBe('community');
    expect(demos.homeFeedDemo.posts[0]).toMatchObject({
      author: 'Rumi',
      avatar: '🌀',
      content: 'Be a lamp, or a lifeboat, or a ladder.',
      likes: 5,
    });
    expect(demos.homeFeedDemo.posts).toHaveLength(3);

    const german = await sut.demoData('de');
    expect(german.homeFeedDemo.origin).toBe('curated');
  });

  it('plays the curated chat and group demos even when stored posts fill the home feed', async () => {
    const fresh = await sut.demoData('en');
    sut = new LandingService(repository, new FixedFigures(), new LandingCachePolicy(0, 0, clock));
    repository.posts = [
      {
        author: 'Rumi',
        avatar: '🌀',
        specialty: 'Poet',
        topic: 'Poetry',
        content: 'Be a lamp.',
        likes: 2,
        language: 'en',
      },
    ];
    const demos = await sut.demoData('en');
    expect(demos.homeFeedDemo.origin).toBe('community');
    expect(demos.chatDemo).toEqual(fresh.chatDemo);
    expect(demos.groupDemo).toEqual(fresh.groupDemo);
    expect([demos.chatDemo.origin, demos.groupDemo.origin]).toEqual(['curated', 'curated']);
  });

  it('keeps demos per language for their window', async () => {
    await sut.demoData('en');
    await sut.demoData('en');
    await sut.demoData('fr');
    expect(repository.reads.demos).toBe(2);
  });
});
