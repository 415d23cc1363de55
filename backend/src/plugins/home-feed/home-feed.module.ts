import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { registerJobQueue } from '../../core/queue/register-job-queue';
import { ShowcaseRegistry } from '../../core/showcase/showcase.registry';
import { AiHomeFeedAdapter } from './ai-home-feed.adapter';
import { FigureRepliesHandler } from './figure-replies.handler';
import { FigureRepliesService } from './figure-replies.service';
import { HomeFeedController } from './home-feed.controller';
import { HOME_FEED_ENTITIES } from './home-feed.entities';
import { HOME_FEED_QUEUE, HomeFeedJobsProducer, ReplyRequests } from './home-feed.jobs';
import { HomeFeedNotifier, RealtimeHomeFeedNotifier } from './home-feed.notifier';
import { HomeFeedQuota, RedisHomeFeedQuota } from './home-feed.quota';
import { HomeFeedRepository } from './home-feed.repository';
import { HomeFeedService } from './home-feed.service';
import { registerHomeFeedShowcase } from './home-feed.showcase';
import { HomeFeedAi } from './home-feed-ai.port';
import { TypeOrmHomeFeedRepository } from './typeorm-home-feed.repository';

/** Home feed: learners post and comment, figures reply from queue workers, likes, generate-more. */
@Module({
  imports: [TypeOrmModule.forFeature(HOME_FEED_ENTITIES), registerJobQueue(HOME_FEED_QUEUE)],
  controllers: [HomeFeedController],
  providers: [
    { provide: HomeFeedRepository, useClass: TypeOrmHomeFeedRepository },
    { provide: HomeFeedAi, useClass: AiHomeFeedAdapter },
    { provide: HomeFeedNotifier, useClass: RealtimeHomeFeedNotifier },
    { provide: HomeFeedQuota, useClass: RedisHomeFeedQuota },
    HomeFeedJobsProducer,
    { provide: ReplyRequests, useExisting: HomeFeedJobsProducer },
    HomeFeedService,
    FigureRepliesService,
    FigureRepliesHandler,
  ],
  exports: [HomeFeedService],
})
export class HomeFeedModule implements OnModuleInit {
  constructor(private readonly showcase: ShowcaseRegistry) {}

  onModuleInit(): void {
    registerHomeFeedShowcase(this.showcase);
  }
}
