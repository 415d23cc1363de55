import { BadGatewayException, ConflictException, NotFoundException } from '@nestjs/common';
import { AGENT_FEED_MAX_POSTS, AgentFeedRequestSchema } from '@agora/contracts';
import type { AuthUser } from '../../core/auth/auth-user';
import { InMemoryTransactions } from '../../core/database/testing/in-memory-transactions';
import type { AgentDraft } from '../../ai';
import { AgentFeedDelivery, GenerationRefundedError } from './agent-feed-delivery';
import type { GenerateFeedJob, GenerateFeedResult } from './agents.jobs';
import { AgentsService } from './agents.service';
import { CreditsService } from './credits';
import {
  CreditsConfig,
  FixedCatalogue,
  ImmediateAgentFeedJobs,
  InMemoryAgentFeeds,
  InMemoryLedger,
} from './testing/in-memory-agent-feeds';

const ada: AuthUser = { id: 'ada', email: 'ada@example.com', firstName: 'Ada', isAdmin: false };
const grace: AuthUser = {
  id: 'grace',
  email: 'grace@example.com',
  firstName: 'Grace',
  isAdmin: false,
};

function draftBy(agentName: string): AgentDraft {
  return {
    agentName,
    agentAvatar: '🎓',
    agentSpecialty: 'Mathematician',
    angle: `${agentName}'s angle`,
    content: `${agentName} writes.`,
    bulletSummary: [`${agentName}'s point`],
    confidence: 0.8,
    relevanceScore: 0.7,
    researchSources: [],
    claimKind: 'documented',
    reviews: [],
  };
}

const draftsFor = (job: GenerateFeedJob) =>
  Array.from({ length: job.options.agentCount }, (_, i) => draftBy(`Agent ${i}`));

/** What Bull's `job.finished()` rejects with when a job passes its timeout. */
const timedOut = () => new Error('Promise timed out after 150000 milliseconds');

describe(AgentsService.name, () => {
  let ledger: InMemoryLedger;
  let feeds: InMemoryAgentFeeds;
  let delivery: AgentFeedDelivery;
  /** What the job does; by default it writes one post per agent and delivers them. */
  let work: (job: GenerateFeedJob) => Promise<GenerateFeedResult>;
  let jobs: ImmediateAgentFeedJobs;
  let sut: AgentsService;
  const request = (over: object = {}) => AgentFeedRequestSchema.parse({ topic: 'light', ...over });
  const chargeOf = (job: GenerateFeedJob) => ledger.charges.find((c) => c.key === job.spendKey);

  beforeEach(() => {
    ledger = new InMemoryLedger();
    ledger.balances.set('ada', 20);
    ledger.balances.set('grace', 20);
    feeds = new InMemoryAgentFeeds();
    const credits = new CreditsService(ledger, new FixedCatalogue(), new CreditsConfig());
    delivery = new AgentFeedDelivery(feeds, credits, new InMemoryTransactions());
    work = async (job) => ({ postCount: await delivery.deliver(job, draftsFor(job)) });
    jobs = new ImmediateAgentFeedJobs((job) => work(job));
    sut = new AgentsService(feeds, jobs, credits);
  });

  it('charges the agent-feed cost once per generation and answers the feed, its new posts and topic', async () => {
    const done = await sut.generate(ada, request());

    expect(done).toEqual({ feedId: expect.any(String), postCount: 5, topic: 'light' });
    expect(ledger.balances.get('ada')).toBe(15);
    expect(ledger.entries.filter((e) => e.kind === 'spend')).toHaveLength(1);
    expect(jobs.started[0]).toMatchObject({
      spendKey: expect.stringMatching(/^agent-feed:/),
      userId: 'ada',
    });
  });

  it('refunds the generation when its job fails, and says so', async () => {
    work = async () => {
      throw new Error('provider down');
    };

    await expect(sut.generate(ada, request())).rejects.toBeInstanceOf(BadGatewayException);

    expect(ledger.balances.get('ada')).toBe(20);
    expect(ledger.entries.map((e) => e.kind)).toEqual(['spend', 'refund']);
  });

  it('refunds a timed-out generation once and stores nothing when its work finishes afterwards', async () => {
    let lateWork: Promise<number> | undefined;
    let finishLate!: () => void;
    const late = new Promise<void>((resolve) => (finishLate = resolve));
    work = async (job) => {
      // Bull fails the job at its timeout but its work runs on, and tries to deliver later.
      lateWork = late.then(() => delivery.deliver(job, draftsFor(job)));
      throw timedOut();
    };

    const answer = sut.generate(ada, request({ agentCount: 3 }));
    await expect(answer).rejects.toThrow(
      new BadGatewayException(
        'Failed to generate agent feed: the agents could not finish, and your credits were refunded',
      ),
    );
    finishLate();

    await expect(lateWork).rejects.toBeInstanceOf(GenerationRefundedError);
    expect(feeds.posts).toEqual([]);
    expect(feeds.feeds.size).toBe(0);
    expect(ledger.balances.get('ada')).toBe(20);
    expect(ledger.entries.map((e) => e.kind)).toEqual(['spend', 'refund']);
    expect(chargeOf(jobs.started[0]!)?.status).toBe('released');
  });

  it('keeps the posts and the charge of a generation delivered before its job timed out, and answers them', async () => {
    work = async (job) => {
      await delivery.deliver(job, draftsFor(job));
      throw timedOut();
    };

    const done = await sut.generate(ada, request({ agentCount: 3 }));

    expect(done).toEqual({ feedId: expect.any(String), postCount: 3, topic: 'light' });
    expect((await sut.page(ada, { feedId: done.feedId, limit: 50 })).posts).toHaveLength(3);
    expect(ledger.balances.get('ada')).toBe(15);
    expect(ledger.entries.map((e) => e.kind)).toEqual(['spend']);
    expect(chargeOf(jobs.started[0]!)?.status).toBe('captured');
  });

  it('stores a generation delivered twice (a rerun of its job) once, paid once', async () => {
    work = async (job) => {
      await delivery.deliver(job, draftsFor(job));
      return { postCount: await delivery.deliver(job, draftsFor(job)) };
    };

    const done = await sut.generate(ada, request({ agentCount: 3 }));

    expect(done.postCount).toBe(3);
    expect(feeds.posts).toHaveLength(3);
    expect(ledger.balances.get('ada')).toBe(15);
  });

  it('continues the owner’s feed on its own topic, and hides it from anyone else without charging them', async () => {
    const { feedId } = await sut.generate(ada, request());

    const more = await sut.generate(
      ada,
      request({ topic: 'other', existingFeedId: feedId, agentCount: 3 }),
    );
    await expect(sut.generate(grace, request({ existingFeedId: feedId }))).rejects.toBeInstanceOf(
      NotFoundException,
    );
    await expect(sut.page(grace, { feedId, limit: 50 })).rejects.toBeInstanceOf(NotFoundException);

    expect(more).toEqual({ feedId, postCount: 3, topic: 'light' });
    expect(ledger.balances.get('grace')).toBe(20);
  });

  it('stops a feed at its cap: Generate More on a full feed is refused before paying', async () => {
    ledger.balances.set('ada', 100);
    const { feedId } = await sut.generate(ada, request({ agentCount: 10 }));
    for (let n = 10; n < AGENT_FEED_MAX_POSTS; n += 10)
      await sut.generate(ada, request({ agentCount: 10, existingFeedId: feedId }));
    const balance = ledger.balances.get('ada');

    await expect(sut.generate(ada, request({ existingFeedId: feedId }))).rejects.toBeInstanceOf(
      ConflictException,
    );
    expect(ledger.balances.get('ada')).toBe(balance);
  });

  it('keeps the cap under parallel Generate More: the late ones answer 409 and are refunded', async () => {
    ledger.balances.set('ada', 100);
    const { feedId } = await sut.generate(ada, request({ agentCount: 10 }));
    for (let n = 10; n < AGENT_FEED_MAX_POSTS - 10; n += 10)
      await sut.generate(ada, request({ agentCount: 10, existingFeedId: feedId }));
    const balance = ledger.balances.get('ada')!;

    const answers = await Promise.allSettled(
      [1, 2, 3].map(() => sut.generate(ada, request({ agentCount: 10, existingFeedId: feedId }))),
    );

    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status === 'rejected'))
      expect(refused.reason).toBeInstanceOf(ConflictException);
    expect(await feeds.findFeed(feedId)).toMatchObject({ postCount: AGENT_FEED_MAX_POSTS });
    expect(ledger.balances.get('ada')).toBe(balance - 5);
    // All three passed the check before paying; the two the store turned away were refunded.
    expect(ledger.entries.filter((e) => e.kind === 'refund')).toHaveLength(2);
  });

  it('toggles reactions on the owner’s posts only', async () => {
    const { feedId } = await sut.generate(ada, request({ agentCount: 3 }));
    const [post] = (await sut.page(ada, { feedId, limit: 1 })).posts;

    expect(await sut.toggle(ada, post!.id, 'liked')).toBe(true);
    expect(await sut.toggle(ada, post!.id, 'liked')).toBe(false);
    await expect(sut.toggle(grace, post!.id, 'saved')).rejects.toBeInstanceOf(NotFoundException);
  });
});
