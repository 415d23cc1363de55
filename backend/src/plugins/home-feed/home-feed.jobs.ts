import { InjectQueue } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bull';
import { defineQueue, JobProducer } from '../../core/queue/jobs';

/** The home feed's jobs: job name → payload. */
export interface HomeFeedJobs {
  /** Figures answer one learner post or comment. */
  'home-feed.figure-replies': { postId: string };
}
export type HomeFeedJobName = keyof HomeFeedJobs;

/** What a figure-replies run did (the job's return value). */
export type FigureRepliesOutcome =
  { status: 'written'; replies: number } | { status: 'already' } | { status: 'gone' };

export const HOME_FEED_QUEUE = defineQueue<HomeFeedJobs>(
  'home-feed',
  {
    'home-feed.figure-replies': {
      attempts: 4,
      backoff: { type: 'exponential', delay: 1_000 },
      timeout: 90_000,
      removeOnComplete: 1_000,
      removeOnFail: 1_000,
    },
  },
  {
    // A job whose worker died is noticed within seconds, not Bull's default 30 s or more.
    settings: { lockDuration: 8_000, stalledInterval: 4_000, maxStalledCount: 2 },
    // Most of a job is waiting on the model, so a worker runs a few at once.
    concurrency: { 'home-feed.figure-replies': 4 },
  },
);

/** Asks the workers for figure replies (a port, so services are tested without Redis). */
export abstract class ReplyRequests {
  abstract requestReplies(postId: string): Promise<void>;
}

/** The home-feed producer: one figure-replies job per post (a duplicate request is dropped by its id). */
@Injectable()
export class HomeFeedJobsProducer extends JobProducer<HomeFeedJobs> implements ReplyRequests {
  constructor(@InjectQueue(HOME_FEED_QUEUE.name) queue: Queue) {
    super(queue, HOME_FEED_QUEUE);
  }

  requestReplies(postId: string): Promise<void> {
    return this.add('home-feed.figure-replies', { postId }, { jobId: `replies:${postId}` });
  }
}
