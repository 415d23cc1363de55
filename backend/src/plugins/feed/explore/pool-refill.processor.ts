import { TOPIC_CATEGORIES } from '@agora/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { JobHandler } from '../../../core/queue/jobs';
import { EXPLORE_QUEUE, type FeedJobs } from '../feed.jobs';
import { ExploreAi } from './explore-ai.port';
import { ExplorePoolRepository } from './explore-pool.repository';
import { poolSubject } from './pool-subjects';

export const REFILL_BATCH = 20;
/**
 * Subjects (a category and a page of it) tried before a refill gives up finding anything new. The
 * offline engine's later pages mostly repeat earlier ones: with the warm pool, 4 of the 80 starting
 * subjects found nothing new in 6 tries although most categories' second page was still unwritten;
 * 10 tries find new posts from every start (2.6 tries on average). A provider's batch is rarely all
 * repeats, so this bounds what a refill can spend rather than what it usually does.
 */
export const MAX_TRIES = 10;
/** Pages of one category's posts the engine is asked for (later pages hold what the first did not). */
const PAGES = 4;

/**
 * Writes new posts into a language's pool: it tries subjects (category, then the next page of it)
 * until a batch holds texts the pool does not have yet, and logs how many it truly added. Safe to run
 * twice: repeated texts are skipped. Posts the offline engine writes are English and go to the English
 * pool (which readers of every language fall back on), never into another language's pool.
 */
@Injectable()
export class PoolRefillProcessor {
  private readonly log = new Logger(PoolRefillProcessor.name);

  constructor(
    private readonly ai: ExploreAi,
    private readonly pool: ExplorePoolRepository,
  ) {}

  @JobHandler(EXPLORE_QUEUE, 'explore.pool-refill')
  async refill({ language }: FeedJobs['explore.pool-refill']): Promise<{ stored: number }> {
    const first = Math.floor(Math.random() * TOPIC_CATEGORIES.length * PAGES);
    let added = 0;
    let storedIn = language;
    for (let attempt = 0; attempt < MAX_TRIES && added === 0; attempt++) {
      // Each try moves on by one category and one page, so a refill does not retry pages the warm-up wrote.
      const n = first + attempt * (TOPIC_CATEGORIES.length + 1);
      const written = await this.ai.writePosts(
        {
          topics: poolSubject(n),
          standalone: true,
          count: REFILL_BATCH,
          page: Math.floor(n / TOPIC_CATEGORIES.length) % PAGES,
        },
        { userId: null, language, forPool: true },
      );
      storedIn = written.language;
      added = (await this.pool.insert(written.language, 'pool', written.posts)).added;
    }
    this.log.log(
      storedIn === language
        ? `explore pool ${language}: +${added} new posts`
        : `explore pool ${language}: +${added} new posts, written in English by the offline engine and kept in the ${storedIn} pool`,
    );
    return { stored: added };
  }
}
