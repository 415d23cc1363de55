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
    return this.generator.run(data, (progress) => void job.progress(progress));
  }
}
