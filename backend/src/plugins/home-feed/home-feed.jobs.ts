import { InjectQueue } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import type { JobOptions, Queue, QueueOptions } from 'bull';

export const HOME_FEED_QUEUE = 'home-feed';

/** Every job of the home-feed queue and its payload. */
export interface HomeFeedJobMap {
  /** Figures answer one learner post or comment. */
  'home-feed.figure-replies': { postId: string };
}
export type HomeFeedJobName = keyof HomeFeedJobMap;
export type JobOf<N extends HomeFeedJobName> = HomeFeedJobMap[N];
export const FIGURE_REPLIES_JOB = 'home-feed.figure-replies' satisfies HomeFeedJobName;

/** What a figure-replies run did (the job's return value). */
export type FigureRepliesOutcome =
  { status: 'written'; replies: number } | { status: 'already' } | { status: 'gone' };

/** A job whose worker dies is noticed in seconds, not Bull's default 30 s. */
export const HOME_FEED_QUEUE_SETTINGS: QueueOptions['settings'] = {
  lockDuration: 8_000,
  stalledInterval: 4_000,
  maxStalledCount: 2,
};

export const HOME_FEED_JOB_DEFAULTS: JobOptions = {
  attempts: 4,
  backoff: { type: 'exponential', delay: 1_000 },
  timeout: 90_000,
  removeOnComplete: 1_000,
  removeOnFail: 1_000,
};

/** Asks the workers for figure replies (a port, so services are tested without Redis). */
export abstract class ReplyRequests {
  abstract requestReplies(postId: string): Promise<void>;
}

/** The home-feed producer: typed `queue.add` with the queue's timeout and retry defaults. */
@Injectable()
export class HomeFeedJobs extends ReplyRequests {
  constructor(@InjectQueue(HOME_FEED_QUEUE) private readonly queue: Queue) {
    super();
  }

  async add<N extends HomeFeedJobName>(
    name: N,
    data: JobOf<N>,
    options: JobOptions = {},
  ): Promise<void> {
    await this.queue.add(name, data, { ...HOME_FEED_JOB_DEFAULTS, ...options });
  }

  /** One job per post: a duplicate request while it is queued is dropped by its job id. */
  requestReplies(postId: string): Promise<void> {
    return this.add(FIGURE_REPLIES_JOB, { postId }, { jobId: `replies:${postId}` });
  }
}
