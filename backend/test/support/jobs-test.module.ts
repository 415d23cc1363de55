import { InjectQueue } from '@nestjs/bull';
import { Injectable, Module } from '@nestjs/common';
import type { Job, Queue } from 'bull';
import { defineQueue, JobHandler, JobProducer } from '../../src/core/queue/jobs';
import { registerJobQueue } from '../../src/core/queue/register-job-queue';

export interface TestJobs {
  'jobs-test.echo': { text: string; failTimes: number };
}

/** Short backoff so a retried job finishes quickly in tests. */
export const TEST_QUEUE = defineQueue<TestJobs>('jobs-test', {
  'jobs-test.echo': { backoff: { type: 'exponential', delay: 50 } },
});

@Injectable()
export class TestJobsProducer extends JobProducer<TestJobs> {
  constructor(@InjectQueue(TEST_QUEUE.name) queue: Queue) {
    super(queue, TEST_QUEUE);
  }
}

export interface Handled {
  text: string;
  attemptsMade: number;
}

/** Echoes each job; fails its first `failTimes` attempts so retries can be seen. */
@Injectable()
export class TestJobsHandler {
  readonly handled: Handled[] = [];
  private waiting: ((handled: Handled) => void)[] = [];

  @JobHandler(TEST_QUEUE, 'jobs-test.echo')
  async echo(data: TestJobs['jobs-test.echo'], job: Job<TestJobs['jobs-test.echo']>) {
    if (job.attemptsMade < data.failTimes) throw new Error(`attempt ${job.attemptsMade} fails`);
    const handled = { text: data.text, attemptsMade: job.attemptsMade };
    this.handled.push(handled);
    this.waiting.forEach((resolve) => resolve(handled));
    this.waiting = [];
    return handled;
  }

  next(): Promise<Handled> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }
}

/** A queue with a producer and a handler for its one job. */
@Module({
  imports: [registerJobQueue(TEST_QUEUE)],
  providers: [TestJobsProducer, TestJobsHandler],
})
export class JobsTestModule {}

export interface HalfHandledJobs {
  'half.handled': { n: number };
  'half.forgotten': { n: number };
}
const HALF_QUEUE = defineQueue<HalfHandledJobs>('jobs-test-half', {
  'half.handled': {},
  'half.forgotten': {},
});

@Injectable()
class HalfHandler {
  @JobHandler(HALF_QUEUE, 'half.handled')
  async handle({ n }: HalfHandledJobs['half.handled']): Promise<number> {
    return n;
  }
}

/** Declares two jobs but handles one: a process that runs jobs must refuse to start. */
@Module({ imports: [registerJobQueue(HALF_QUEUE)], providers: [HalfHandler] })
export class HalfHandledJobsModule {}
