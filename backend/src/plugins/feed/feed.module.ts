import { BullModule } from '@nestjs/bull';
import { Module, type OnModuleInit } from '@nestjs/common';
import { ShowcaseRegistry } from '../../core/showcase/showcase.registry';
import { withWorkers } from '../../core/queue/with-workers';
import { AiExploreAdapter } from './ai-explore.adapter';
import { ExploreAi } from './explore-ai.port';
import { ExploreController } from './explore.controller';
import { ExplorePoolRepository } from './explore-pool.repository';
import { ExploreService } from './explore.service';
import { PoolRefillProcessor } from './pool-refill.processor';
import { EXPLORE_QUEUE, PoolRefillProducer } from './pool-refill.producer';
import { PoolWarmer } from './pool-warmer';
import { ReactionsController } from './reactions.controller';
import { ReactionsRepository } from './reactions.repository';
import { ReactionsService } from './reactions.service';
import { registerFeedShowcase } from './feed.showcase';

/** Explore feed (pool, custom topics, questions), likes, saves, activity and profile stats. */
@Module({
  imports: [BullModule.registerQueue({ name: EXPLORE_QUEUE })],
  controllers: [ExploreController, ReactionsController],
  providers: [
    { provide: ExploreAi, useClass: AiExploreAdapter },
    ExplorePoolRepository,
    ReactionsRepository,
    ExploreService,
    ReactionsService,
    PoolRefillProducer,
    PoolWarmer,
    ...withWorkers([PoolRefillProcessor]),
  ],
})
export class FeedModule implements OnModuleInit {
  constructor(private readonly showcase: ShowcaseRegistry) {}

  onModuleInit(): void {
    registerFeedShowcase(this.showcase);
  }
}
