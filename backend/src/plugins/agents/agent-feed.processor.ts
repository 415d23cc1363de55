import { Process, Processor } from '@nestjs/bull';
import type { Job } from 'bull';
import { AgentFeedGenerator } from './agent-feed-generator';
import { AGENTS_QUEUE, type GenerateFeedJob, type GenerateFeedResult } from './agents.jobs';

/** Bull's handler of `agents.generate-feed`: hands the job to the generator, reporting progress. */
@Processor(AGENTS_QUEUE.name)
export class AgentFeedProcessor {
  constructor(private readonly generator: AgentFeedGenerator) {}

  @Process('agents.generate-feed')
  generate(job: Job<GenerateFeedJob>): Promise<GenerateFeedResult> {
    return this.generator.run(job.data, (progress) => void job.progress(progress));
  }
}
