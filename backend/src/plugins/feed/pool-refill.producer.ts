import { InjectQueue } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bull';
import { JobProducer } from '../../core/queue/jobs';
import { EXPLORE_QUEUE, type FeedJobs } from './feed.jobs';

/** A language asked for within this window is not asked for again (Bull would drop the duplicate anyway). */
const REQUEST_WINDOW_MS = 2000;

/** Asks the workers to top up one language's pool; one pending refill per language at a time. */
@Injectable()
export class PoolRefillProducer extends JobProducer<FeedJobs> {
  private readonly lastRequested = new Map<string, number>();

  constructor(@InjectQueue(EXPLORE_QUEUE.name) queue: Queue) {
    super(queue, EXPLORE_QUEUE);
  }

  async request(language: string, now = Date.now()): Promise<void> {
    if (now - (this.lastRequested.get(language) ?? 0) < REQUEST_WINDOW_MS) return;
    this.lastRequested.set(language, now);
    await this.add('explore.pool-refill', { language }, { jobId: `refill:${language}` });
  }
}
