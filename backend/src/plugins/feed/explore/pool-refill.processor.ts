import { Injectable, Logger } from '@nestjs/common';
import { JobHandler } from '../../../core/queue/jobs';
import { EXPLORE_QUEUE, type FeedJobs } from '../feed.jobs';
import { ExploreAi } from './explore-ai.port';
import { ExplorePoolRepository } from './explore-pool.repository';
import { randomPoolSubject } from './pool-subjects';

export const REFILL_BATCH = 20;

/** Writes a batch of posts into one language's pool. Safe to run twice: repeated texts are skipped. */
@Injectable()
export class PoolRefillProcessor {
  private readonly log = new Logger(PoolRefillProcessor.name);

  constructor(
    private readonly ai: ExploreAi,
    private readonly pool: ExplorePoolRepository,
  ) {}

  @JobHandler(EXPLORE_QUEUE, 'explore.pool-refill')
  async refill({ language }: FeedJobs['explore.pool-refill']): Promise<{ stored: number }> {
    const written = await this.ai.writePosts(
      { topics: randomPoolSubject(), count: REFILL_BATCH },
      { userId: null, language, forPool: true },
    );
    const stored = await this.pool.insert(language, 'pool', written.posts);
    this.log.log(`explore pool ${language}: +${stored.length} posts`);
    return { stored: stored.length };
  }
}
