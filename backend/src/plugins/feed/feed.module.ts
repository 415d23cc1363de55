import { Module } from '@nestjs/common';
import { registerJobQueue } from '../../core/queue/register-job-queue';
import { AiExploreAdapter } from './ai-explore.adapter';
import { ExploreAi } from './explore-ai.port';
import { ExploreController } from './explore.controller';
import { ExplorePoolRepository } from './explore-pool.repository';
import { ExploreService } from './explore.service';
import { PoolRefillProcessor } from './pool-refill.processor';
import { EXPLORE_QUEUE } from './feed.jobs';
import { PoolRefillProducer } from './pool-refill.producer';
import { PoolWarmer } from './pool-warmer';
import { ReactionsController } from './reactions.controller';
import { ReactionsRepository } from './reactions.repository';
import { ReactionsService } from './reactions.service';

/** Explore feed (pool, custom topics, questions), likes, saves, activity and profile stats. */
@Module({
  imports: [registerJobQueue(EXPLORE_QUEUE)],
  controllers: [ExploreController, ReactionsController],
  providers: [
    { provide: ExploreAi, useClass: AiExploreAdapter },
    ExplorePoolRepository,
    ReactionsRepository,
    ExploreService,
    ReactionsService,
    PoolRefillProducer,
    PoolWarmer,
    PoolRefillProcessor,
  ],
})
export class FeedModule {}
