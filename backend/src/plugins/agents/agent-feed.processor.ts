import { Injectable } from '@nestjs/common';
import type { Job } from 'bull';
import { JobHandler } from '../../core/queue/jobs';
import { AgentFeedGenerator } from './agent-feed-generator';
import { AGENTS_QUEUE, type GenerateFeedJob, type GenerateFeedResult } from './agents.jobs';

/** The handler of `agents.generate-feed`: hands the job to the generator, reporting progress to Bull. */
@Injectable()
export class AgentFeedProcessor {
  constructor(private readonly generator: AgentFeedGenerator) {}

  @JobHandler(AGENTS_QUEUE, 'agents.generate-feed')
  generate(data: GenerateFeedJob, job: Job<GenerateFeedJob>): Promise<GenerateFeedResult> {
    // Bull fails a job at its timeout without stopping it; this tells the generator to stop too.
    const stop = job.opts.timeout ? AbortSignal.timeout(job.opts.timeout) : undefined;
    return this.generator.run(
      data,
      // A job failed meanwhile may be gone from Redis (removed on the queue board): no progress then.
      (progress) => void job.progress(progress).catch(() => undefined),
      stop,
    );
  }
}
