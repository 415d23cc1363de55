import { Injectable } from '@nestjs/common';
import {
  AGENT_FEED_PROGRESS_EVENT,
  type AgentFeedProgress,
  type AgentFeedStage,
} from '@agora/contracts';
import { AiService, aiContextOf } from '../../ai';
import { RealtimeService } from '../../core/realtime/realtime.service';
import { AgentFeedsRepository } from './agent-feeds.repository';
import type { GenerateFeedJob, GenerateFeedResult } from './agents.jobs';
import { CreditsService } from './credits';

/** A continuation whose topic has nothing new left in the agents' research. */
export class NothingNewError extends Error {
  constructor() {
    super('The agents found nothing new to add on this topic');
    this.name = 'NothingNewError';
  }
}

/**
 * The job's work: the agents write (through `AiService.agentFeed`), every stage is pushed to the
 * creator's sockets, the posts are stored in one transaction. A failure refunds the generation.
 * Safe to run twice: a generation already stored is not written again.
 */
@Injectable()
export class AgentFeedGenerator {
  constructor(
    private readonly ai: AiService,
    private readonly feeds: AgentFeedsRepository,
    private readonly credits: CreditsService,
    private readonly realtime: RealtimeService,
  ) {}

  async run(
    job: GenerateFeedJob,
    onProgress: (progress: number) => void = () => undefined,
  ): Promise<GenerateFeedResult> {
    const stored = await this.feeds.generationSize(job.generationId);
    if (stored) return { postCount: stored };
    const report = (stage: AgentFeedStage, progress: number) => {
      const event: AgentFeedProgress = { progressId: job.progressId, stage, progress };
      this.realtime.emitToUser(job.userId, AGENT_FEED_PROGRESS_EVENT, event);
      onProgress(progress);
    };
    try {
      const past = await this.feeds.pastPoints(job.feedId);
      const written = await this.ai.agentFeed(
        { topic: job.topic, ...job.options, ...past },
        aiContextOf({ userId: job.userId, ...job.requester }, 'agent-feed'),
        report,
      );
      if (!written.data.length) throw new NothingNewError();
      report('finalizing', 80);
      const postCount = await this.feeds.store(
        { id: job.feedId, ownerId: job.userId, topic: job.topic },
        job.generationId,
        written.data,
      );
      report('finalizing', 100);
      return { postCount };
    } catch (error) {
      await this.credits.refund(job.userId, job.spendKey);
      throw error;
    }
  }
}
