import { Injectable } from '@nestjs/common';
import { JobHandler } from '../../core/queue/jobs';
import { FigureRepliesService } from './figure-replies.service';
import { type FigureRepliesOutcome, HOME_FEED_QUEUE, type HomeFeedJobs } from './home-feed.jobs';

/** Runs figure-replies jobs in processes that run jobs (bound by core's JobWorkers). */
@Injectable()
export class FigureRepliesHandler {
  constructor(private readonly replies: FigureRepliesService) {}

  @JobHandler(HOME_FEED_QUEUE, 'home-feed.figure-replies')
  handle({ postId }: HomeFeedJobs['home-feed.figure-replies']): Promise<FigureRepliesOutcome> {
    return this.replies.answer(postId);
  }
}
