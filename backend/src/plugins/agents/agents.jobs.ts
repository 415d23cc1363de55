import { InjectQueue } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import type { AgentFeedOptions } from '@agora/contracts';
import type { JobOptions, Queue } from 'bull';
import type { AiRequester } from '../../ai';

/** One paid generation: the feed it writes to, whose it is, what was asked and how it was paid. */
export interface GenerateFeedJob {
  generationId: string;
  feedId: string;
  userId: string;
  topic: string;
  options: Pick<
    AgentFeedOptions,
    'agentCount' | 'researchDepth' | 'includeResearch' | 'evaluationCriteria' | 'postLength'
  >;
  progressId: string | null;
  /** The credits spend this job refunds if it fails (its idempotency key). */
  spendKey: string;
  /** Engine choice and language; never the user's own key (job data is stored in Redis). */
  requester: Pick<AiRequester, 'language' | 'useAPI' | 'claudeModel'>;
}
export interface GenerateFeedResult {
  postCount: number;
}

/** The agents plugin's jobs: name → payload. */
export interface AgentsJobs {
  'agents.generate-feed': GenerateFeedJob;
}
export type AgentsJobName = keyof AgentsJobs;

/**
 * The queue and each job's options. A paid job is not retried: it refunds and the learner may try
 * again; the generate call waits for it, so it is bounded.
 */
export const AGENTS_QUEUE = {
  name: 'agents',
  jobs: {
    'agents.generate-feed': {
      attempts: 1,
      timeout: 150_000,
      removeOnComplete: 100,
      removeOnFail: 100,
    },
  } satisfies Record<AgentsJobName, JobOptions>,
} as const;

/** Starts agent-feed jobs and waits for their result (the port the service depends on). */
export abstract class AgentFeedJobs {
  abstract generateFeed(data: GenerateFeedJob): Promise<GenerateFeedResult>;
}

/** The Bull producer: `queue.add` with the job's declared options; the job id is the generation id. */
@Injectable()
export class BullAgentFeedJobs extends AgentFeedJobs {
  constructor(@InjectQueue(AGENTS_QUEUE.name) private readonly queue: Queue) {
    super();
  }

  async generateFeed(data: GenerateFeedJob): Promise<GenerateFeedResult> {
    const job = await this.queue.add('agents.generate-feed', data, {
      ...AGENTS_QUEUE.jobs['agents.generate-feed'],
      jobId: data.generationId,
    });
    return (await job.finished()) as GenerateFeedResult;
  }
}
