import { Process, Processor } from '@nestjs/bull';
import type { Job } from 'bull';
import { FigureRepliesService } from './figure-replies.service';
import {
  FIGURE_REPLIES_JOB,
  type FigureRepliesOutcome,
  HOME_FEED_QUEUE,
  type JobOf,
} from './home-feed.jobs';

/** Figure replies run a few at a time per worker: most of a job is waiting on the model. */
const CONCURRENCY = 4;

@Processor(HOME_FEED_QUEUE)
export class FigureRepliesProcessor {
  constructor(private readonly replies: FigureRepliesService) {}

  @Process({ name: FIGURE_REPLIES_JOB, concurrency: CONCURRENCY })
  handle(job: Job<JobOf<typeof FIGURE_REPLIES_JOB>>): Promise<FigureRepliesOutcome> {
    return this.replies.answer(job.data.postId);
  }
}
