import { Injectable } from '@nestjs/common';
import {
  AGENT_FEED_MAX_POSTS,
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
 *
 * The feed's cap holds against concurrent generations: a feed found full (before writing, or by
 * the store, which counts under a lock of the feed) gets nothing and the generation is refunded
 * (`postCount: 0`). When fewer posts fit than were written, the first ones are stored and the
 * charge stays, as for a generation asked of a feed with little room: it delivered posts.
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
      const room = AGENT_FEED_MAX_POSTS - ((await this.feeds.findFeed(job.feedId))?.postCount ?? 0);
      if (room <= 0) return await this.nothingAdded(job);
      const past = await this.feeds.pastPoints(job.feedId);
      const agentCount = Math.min(job.options.agentCount, room);
      const written = await this.ai.agentFeed(
        { topic: job.topic, ...job.options, agentCount, ...past },
        aiContextOf({ userId: job.userId, ...job.requester }, 'agent-feed'),
        report,
      );
      if (!written.data.length) throw new NothingNewError();
      report('finalizing', 80);
      const postCount = await this.feeds.store(
        { id: job.feedId, ownerId: job.userId, topic: job.topic },
        job.generationId,
        written.data,
        AGENT_FEED_MAX_POSTS,
      );
      if (!postCount) return await this.nothingAdded(job);
      report('finalizing', 100);
      return { postCount };
    } catch (error) {
      await this.credits.refund(job.userId, job.spendKey);
      throw error;
    }
  }

  /** The feed filled up before this generation: it delivered nothing, so it is refunded. */
  private async nothingAdded(job: GenerateFeedJob): Promise<GenerateFeedResult> {
    await this.credits.refund(job.userId, job.spendKey);
    return { postCount: 0 };
  }
}
