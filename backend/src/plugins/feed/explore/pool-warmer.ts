import { TOPIC_CATEGORIES } from '@agora/contracts';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ProcessRole } from '../../../core/queue/process-role';
import { ExploreAi } from './explore-ai.port';
import { ExplorePoolRepository } from './explore-pool.repository';
import { poolSubject } from './pool-subjects';

/** Enough unseen posts for a newcomer's first 20 calls of 15. */
export const WARM_POOL_SIZE = 300;
/** Three pages of every category at most. */
const MAX_ROUNDS = 60;

/**
 * Fills the English pool with the offline engine on start, so the very first generate-posts call
 * answers from the database at once.
 */
@Injectable()
export class PoolWarmer implements OnApplicationBootstrap {
  private readonly log = new Logger(PoolWarmer.name);

  constructor(
    private readonly ai: ExploreAi,
    private readonly pool: ExplorePoolRepository,
    private readonly role: ProcessRole,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.role.servesHttp) return;
    await this.warm('en');
  }

  async warm(language: string, size = WARM_POOL_SIZE): Promise<number> {
    let count = await this.pool.count(language);
    // Each category, then the next page of each: every round asks for posts not written before.
    for (let round = 0; count < size && round < MAX_ROUNDS; round++) {
      const written = await this.ai.writePosts(
        {
          topics: poolSubject(round),
          standalone: true,
          count: 20,
          page: Math.floor(round / TOPIC_CATEGORIES.length),
        },
        { userId: null, language, offline: true },
      );
      await this.pool.insert(written.language, 'pool', written.posts);
      count = await this.pool.count(language);
    }
    this.log.log(`explore pool ${language}: ${count} posts`);
    return count;
  }
}
