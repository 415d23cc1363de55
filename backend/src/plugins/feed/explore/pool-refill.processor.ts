import { Process, Processor } from '@nestjs/bull';
import { Logger } from '@nestjs/common';
import type { Job } from 'bull';
import { FEED_QUEUE, type FeedJobOf, POOL_REFILL_JOB } from '../feed.jobs';
import { ExploreAi } from './explore-ai.port';
import { ExplorePoolRepository } from './explore-pool.repository';
import { randomPoolSubject } from './pool-subjects';

export const REFILL_BATCH = 20;

/** Writes a batch of posts into one language's pool. Safe to run twice: repeated texts are skipped. */
@Processor(FEED_QUEUE)
export class PoolRefillProcessor {
  private readonly log = new Logger(PoolRefillProcessor.name);

  constructor(
    private readonly ai: ExploreAi,
    private readonly pool: ExplorePoolRepository,
  ) {}

  @Process(POOL_REFILL_JOB)
  async refill(job: Job<FeedJobOf<typeof POOL_REFILL_JOB>>): Promise<{ stored: number }> {
    const { language } = job.data;
    const written = await this.ai.writePosts(
      { topics: randomPoolSubject(), count: REFILL_BATCH },
      { userId: null, language },
    );
    const stored = await this.pool.insert(language, 'pool', written.posts);
    this.log.log(`explore pool ${language}: +${stored.length} posts`);
    return { stored: stored.length };
  }
}
