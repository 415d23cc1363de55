import { InjectQueue } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bull';
import { defineQueue, JobProducer } from '../../core/queue/jobs';

/** The credits plugin's jobs: job name → payload. */
export interface CreditsJobs {
  /** Refund the reservations a crashed process left open (see `CreditsService.reconcile`). */
  'credits.reconcile-charges': Record<string, never>;
}

const RECONCILE_SCHEDULE_ID = 'credits.reconcile-charges:schedule';

export const CREDITS_QUEUE = defineQueue<CreditsJobs>('credits', {
  // Each run is complete on its own and the next one comes soon: no retries.
  'credits.reconcile-charges': { attempts: 1, timeout: 120_000 },
});

@Injectable()
export class CreditsJobsProducer extends JobProducer<CreditsJobs> {
  constructor(@InjectQueue(CREDITS_QUEUE.name) queue: Queue) {
    super(queue, CREDITS_QUEUE);
  }

  /** One reconciliation now and one every `everyMs` (one schedule, however many API processes). */
  async scheduleReconciliation(everyMs: number): Promise<void> {
    await this.add('credits.reconcile-charges', {});
    await this.add(
      'credits.reconcile-charges',
      {},
      { repeat: { every: everyMs }, jobId: RECONCILE_SCHEDULE_ID },
    );
  }
}
