import type { AgentDraft } from '../../../ai';
import { whenRolledBack } from '../../../core/database/testing/in-memory-transactions';
import type { Transaction } from '../../../core/database/transaction';
import {
  type AgentFeedSummary,
  AgentFeedsRepository,
  type AgentPostRecord,
  type Reaction,
} from '../agent-feeds.repository';
import { AgentFeedJobs, type GenerateFeedJob, type GenerateFeedResult } from '../agents.jobs';

// The credits plugin's own fakes (its testing/ surface) and config, beside `../credits.ts`.
export { FixedCatalogue, InMemoryLedger } from '../../credits/testing/in-memory-credits';
export { CreditsConfig } from '../../credits';

/** Feeds and posts in memory, for unit tests of the agents plugin. */
export class InMemoryAgentFeeds extends AgentFeedsRepository {
  readonly feeds = new Map<string, { id: string; ownerId: string; topic: string }>();
  readonly posts: AgentPostRecord[] = [];
  private lastSeq = 0;

  async findFeed(feedId: string): Promise<AgentFeedSummary | null> {
    const feed = this.feeds.get(feedId);
    return feed
      ? { ...feed, postCount: this.posts.filter((p) => p.feedId === feedId).length }
      : null;
  }

  async pastPoints(feedId: string) {
    const posts = this.posts.filter((p) => p.feedId === feedId);
    return {
      madePoints: posts.flatMap((p) => p.bulletSummary),
      usedSources: posts.flatMap((p) => p.researchSources),
    };
  }

  async generationSize(generationId: string): Promise<number> {
    return this.posts.filter((p) => p.generationId === generationId).length;
  }

  /** Writes at once, as the feed's lock makes them seen by the next store; undone on rollback. */
  async store(
    feed: { id: string; ownerId: string; topic: string },
    generationId: string,
    drafts: AgentDraft[],
    maxPosts: number,
    transaction: Transaction,
  ): Promise<number> {
    const already = this.posts.filter((p) => p.generationId === generationId).length;
    if (already) return already;
    const isNew = !this.feeds.has(feed.id);
    if (isNew) this.feeds.set(feed.id, feed);
    const held = this.posts.filter((p) => p.feedId === feed.id).length;
    const added = drafts.slice(0, Math.max(0, maxPosts - held)).map((draft): AgentPostRecord => {
      this.lastSeq += 1;
      return {
        ...draft,
        id: `post-${this.lastSeq}`,
        seq: String(this.lastSeq),
        feedId: feed.id,
        generationId,
        liked: false,
        saved: false,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, this.lastSeq)),
      };
    });
    this.posts.push(...added);
    whenRolledBack(transaction, () => {
      this.posts.splice(0, this.posts.length, ...this.posts.filter((p) => !added.includes(p)));
      if (isNew) this.feeds.delete(feed.id);
    });
    return added.length;
  }

  async page(feedId: string, afterSeq: number | undefined, limit: number) {
    return this.posts
      .filter((p) => p.feedId === feedId && Number(p.seq) > (afterSeq ?? 0))
      .slice(0, limit);
  }

  async toggle(postId: string, ownerId: string, reaction: Reaction): Promise<boolean | null> {
    const post = this.posts.find((p) => p.id === postId);
    if (!post || this.feeds.get(post.feedId)?.ownerId !== ownerId) return null;
    post[reaction] = !post[reaction];
    return post[reaction];
  }
}

/** Runs each job at once through `work` (the generator in tests), recording what was asked. */
export class ImmediateAgentFeedJobs extends AgentFeedJobs {
  readonly started: GenerateFeedJob[] = [];

  constructor(private readonly work: (job: GenerateFeedJob) => Promise<GenerateFeedResult>) {
    super();
  }

  generateFeed(job: GenerateFeedJob): Promise<GenerateFeedResult> {
    this.started.push(job);
    return this.work(job);
  }
}
