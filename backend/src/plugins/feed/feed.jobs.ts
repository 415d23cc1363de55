import { InjectQueue } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import { defineQueue, type JobQueue, JobProducer } from '../../core/queue/jobs';

/** The feed's jobs: job name → payload. */
export interface FeedJobs {
  /** Top up one language's explore pool with a batch of model-written posts. */
  'explore.pool-refill': { language: string };
}

export const EXPLORE_QUEUE = defineQueue<FeedJobs>('explore', {
  'explore.pool-refill': { timeout: 120_000, removeOnFail: true },
});

/** A language asked for within this window is not asked for again (Bull would drop the duplicate anyway). */
const REQUEST_WINDOW_MS = 2000;

/** How the feed asks its workers for work; the only caller of the queue's `add`. */
@Injectable()
export class FeedJobsProducer extends JobProducer<FeedJobs> {
  private readonly lastRequested = new Map<string, number>();

  constructor(@InjectQueue(EXPLORE_QUEUE.name) queue: JobQueue) {
    super(queue, EXPLORE_QUEUE);
  }

  /** Asks for a top-up of one language's pool; at most one refill per language is pending. */
  async requestPoolRefill(language: string, now = Date.now()): Promise<void> {
    if (now - (this.lastRequested.get(language) ?? 0) < REQUEST_WINDOW_MS) return;
    this.lastRequested.set(language, now);
    await this.add('explore.pool-refill', { language }, { jobId: `refill:${language}` });
  }
}
