import { InjectQueue } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import type { AgentFeedOptions } from '@agora/contracts';
import type { Queue } from 'bull';
import type { AiRequester } from '../../ai';
import { defineQueue, JobProducer } from '../../core/queue/jobs';

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
  /**
   * The key of the generation's reserved charge: captured with the posts, or released (refunded)
   * when the job delivers nothing.
   */
  spendKey: string;
  /** Engine choice and language; never the user's own key (job data is stored in Redis). */
  requester: Pick<AiRequester, 'language' | 'useAPI' | 'claudeModel'>;
}
export interface GenerateFeedResult {
  /** Posts this generation added; 0 when the feed was full before they could be stored (refunded). */
  postCount: number;
}

/** The agents plugin's jobs: job name → payload. */
export interface AgentsJobs {
  /** Write one generation of agent posts into a feed (new or continued). */
  'agents.generate-feed': GenerateFeedJob;
}

/**
 * A paid job is not retried: it refunds and the learner may try again. The generate call waits
 * for it, so it is bounded (past its timeout the work may run on, but it can no longer deliver
 * once the waiting call refunded it); finished jobs are kept a while so a waiter always finds the
 * result.
 */
export const AGENTS_QUEUE = defineQueue<AgentsJobs>('agents', {
  'agents.generate-feed': { attempts: 1, timeout: 150_000, removeOnComplete: 100 },
});

/** Starts agent-feed jobs and waits for their result (the port the service depends on). */
export abstract class AgentFeedJobs {
  abstract generateFeed(data: GenerateFeedJob): Promise<GenerateFeedResult>;
}

/** The Bull producer; the job id is the generation id, so a generation runs once. */
@Injectable()
export class BullAgentFeedJobs extends AgentFeedJobs {
  private readonly producer: AgentsJobsProducer;

  constructor(@InjectQueue(AGENTS_QUEUE.name) private readonly queue: Queue) {
    super();
    this.producer = new AgentsJobsProducer(queue);
  }

  async generateFeed(data: GenerateFeedJob): Promise<GenerateFeedResult> {
    await this.producer.add('agents.generate-feed', data, { jobId: data.generationId });
    const job = await this.queue.getJob(data.generationId);
    if (!job) throw new Error(`agent feed job ${data.generationId} vanished`);
    return (await job.finished()) as GenerateFeedResult;
  }
}

class AgentsJobsProducer extends JobProducer<AgentsJobs> {
  constructor(queue: Queue) {
    super(queue, AGENTS_QUEUE);
  }
}
