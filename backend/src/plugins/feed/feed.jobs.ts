import { InjectQueue } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bull';

/** The feed plugin's Bull queue. */
export const FEED_QUEUE = 'explore';

/** Every job of the feed plugin by name, with its payload. */
export interface FeedJobs {
  /** Write a batch of posts into one language's explore pool. */
  'explore.pool-refill': { language: string };
}
export type FeedJobName = keyof FeedJobs;
export type FeedJobOf<N extends FeedJobName> = FeedJobs[N];

export const POOL_REFILL_JOB = 'explore.pool-refill' satisfies FeedJobName;

/** Port: how the feed asks its workers for work (faked in unit tests). */
export abstract class FeedJobsProducer {
  /** Asks for a top-up of one language's pool; at most one refill per language is pending. */
  abstract requestPoolRefill(language: string): Promise<void>;
}

/** A language asked for within this window is not asked for again (Bull would drop the duplicate anyway). */
const REQUEST_WINDOW_MS = 2000;

/** FeedJobsProducer on the Bull queue. */
@Injectable()
export class BullFeedJobsProducer extends FeedJobsProducer {
  private readonly lastRequested = new Map<string, number>();

  constructor(@InjectQueue(FEED_QUEUE) private readonly queue: Queue) {
    super();
  }

  async requestPoolRefill(language: string, now = Date.now()): Promise<void> {
    if (now - (this.lastRequested.get(language) ?? 0) < REQUEST_WINDOW_MS) return;
    this.lastRequested.set(language, now);
    await this.add(
      POOL_REFILL_JOB,
      { language },
      {
        jobId: `refill:${language}`,
        attempts: 3,
        backoff: { type: 'exponential', delay: 2000 },
        timeout: 120_000,
        removeOnComplete: true,
        removeOnFail: true,
      },
    );
  }

  private async add<N extends FeedJobName>(
    name: N,
    data: FeedJobOf<N>,
    options: Parameters<Queue['add']>[2],
  ): Promise<void> {
    await this.queue.add(name, data, options);
  }
}
