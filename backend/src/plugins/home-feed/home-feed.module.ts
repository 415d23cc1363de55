import { BullModule } from '@nestjs/bull';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { withWorkers } from '../../core/queue/with-workers';
import { AiHomeFeedAdapter } from './ai-home-feed.adapter';
import { FigureRepliesProcessor } from './figure-replies.processor';
import { FigureRepliesService } from './figure-replies.service';
import { HomeFeedController } from './home-feed.controller';
import { HOME_FEED_ENTITIES } from './home-feed.entities';
import {
  HOME_FEED_QUEUE,
  HOME_FEED_QUEUE_SETTINGS,
  HomeFeedJobs,
  ReplyRequests,
} from './home-feed.jobs';
import { HomeFeedNotifier, RealtimeHomeFeedNotifier } from './home-feed.notifier';
import { HomeFeedRepository } from './home-feed.repository';
import { HomeFeedService } from './home-feed.service';
import { HomeFeedAi } from './home-feed-ai.port';
import { TypeOrmHomeFeedRepository } from './typeorm-home-feed.repository';

/** Home feed: learners post and comment, figures reply from queue workers, likes, generate-more. */
@Module({
  imports: [
    TypeOrmModule.forFeature(HOME_FEED_ENTITIES),
    BullModule.registerQueue({ name: HOME_FEED_QUEUE, settings: HOME_FEED_QUEUE_SETTINGS }),
  ],
  controllers: [HomeFeedController],
  providers: [
    { provide: HomeFeedRepository, useClass: TypeOrmHomeFeedRepository },
    { provide: HomeFeedAi, useClass: AiHomeFeedAdapter },
    { provide: HomeFeedNotifier, useClass: RealtimeHomeFeedNotifier },
    HomeFeedJobs,
    { provide: ReplyRequests, useExisting: HomeFeedJobs },
    HomeFeedService,
    FigureRepliesService,
    ...withWorkers([FigureRepliesProcessor]),
  ],
  exports: [HomeFeedService],
})
export class HomeFeedModule {}
