import { InjectQueue } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bull';

export const EXPLORE_QUEUE = 'explore';
export const POOL_REFILL_JOB = 'explore.pool-refill';
export interface PoolRefillJob {
  language: string;
}

/** A language asked for within this window is not asked for again (Bull would drop the duplicate anyway). */
const REQUEST_WINDOW_MS = 2000;

/** Asks the workers to top up one language's pool; one pending refill per language at a time. */
@Injectable()
export class PoolRefillProducer {
  private readonly lastRequested = new Map<string, number>();

  constructor(@InjectQueue(EXPLORE_QUEUE) private readonly queue: Queue<PoolRefillJob>) {}

  async request(language: string, now = Date.now()): Promise<void> {
    if (now - (this.lastRequested.get(language) ?? 0) < REQUEST_WINDOW_MS) return;
    this.lastRequested.set(language, now);
    await this.queue.add(
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
}
