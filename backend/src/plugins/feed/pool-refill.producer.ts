import { InjectQueue } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bull';

export const EXPLORE_QUEUE = 'explore';
export const POOL_REFILL_JOB = 'explore.pool-refill';
export interface PoolRefillJob {
  language: string;
}

/** Asks the workers to top up one language's pool; one pending refill per language at a time. */
@Injectable()
export class PoolRefillProducer {
  constructor(@InjectQueue(EXPLORE_QUEUE) private readonly queue: Queue<PoolRefillJob>) {}

  async request(language: string): Promise<void> {
    await this.queue.add(POOL_REFILL_JOB, { language }, {
      jobId: `refill:${language}`,
      attempts: 3,
      backoff: { type: 'exponential', delay: 2000 },
      timeout: 120_000,
      removeOnComplete: true,
      removeOnFail: true,
    });
  }
}
