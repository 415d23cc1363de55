import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { registerJobQueue } from '../../core/queue/register-job-queue';
import { PublishedPostsRegistry } from '../../core/published-posts/published-posts.registry';
import { ShowcaseRegistry } from '../../core/showcase/showcase.registry';
import { AiExploreAdapter } from './explore/ai-explore.adapter';
import { ExploreAi } from './explore/explore-ai.port';
import { ExploreController } from './explore/explore.controller';
import { ExplorePoolRepository } from './explore/explore-pool.repository';
import { ExplorePoolStore } from './explore/explore-pool.store';
import { ExploreService } from './explore/explore.service';
import { PoolRefillProcessor } from './explore/pool-refill.processor';
import { PoolWarmer } from './explore/pool-warmer';
import { RedisSeenMarks } from './explore/redis-seen-marks';
import { FEED_ENTITIES } from './feed.entities';
import { registerFeedShowcase } from './feed.showcase';
import { EXPLORE_QUEUE, FeedJobsProducer } from './feed.jobs';
import { ReactionsController } from './reactions/reactions.controller';
import { ReactionsRepository } from './reactions/reactions.repository';
import { ReactionsService } from './reactions/reactions.service';
import { TypeOrmReactionsRepository } from './reactions/typeorm-reactions.repository';

/** Explore feed (pool, custom topics, questions), likes, saves, activity and profile stats. */
@Module({
  imports: [TypeOrmModule.forFeature(FEED_ENTITIES), registerJobQueue(EXPLORE_QUEUE)],
  controllers: [ExploreController, ReactionsController],
  providers: [
    { provide: ExploreAi, useClass: AiExploreAdapter },
    RedisSeenMarks,
    { provide: ExplorePoolRepository, useClass: ExplorePoolStore },
    { provide: ReactionsRepository, useClass: TypeOrmReactionsRepository },
    ExploreService,
    ReactionsService,
    FeedJobsProducer,
    PoolWarmer,
    PoolRefillProcessor,
  ],
})
export class FeedModule implements OnModuleInit {
  constructor(
    private readonly showcase: ShowcaseRegistry,
    private readonly published: PublishedPostsRegistry,
    private readonly pool: ExplorePoolRepository,
  ) {}

  onModuleInit(): void {
    registerFeedShowcase(this.showcase);
    this.published.register('feed', (id) => this.pool.findPost(id));
  }
}
