import { defineQueue } from '../../core/queue/jobs';

/** The feed's jobs: job name → payload. */
export interface FeedJobs {
  /** Top up one language's explore pool with a batch of model-written posts. */
  'explore.pool-refill': { language: string };
}

export const EXPLORE_QUEUE = defineQueue<FeedJobs>('explore', {
  'explore.pool-refill': { timeout: 120_000, removeOnFail: true },
});
