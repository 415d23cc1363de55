import { Injectable, Logger } from '@nestjs/common';
import {
  AGENT_FEED_MAX_POSTS,
  AGENT_FEED_PROGRESS_EVENT,
  type AgentFeedProgress,
  type AgentFeedStage,
} from '@agora/contracts';
import { AiService, aiContextOf } from '../../ai';
import { RealtimeService } from '../../core/realtime/realtime.service';
import { AgentFeedDelivery, GenerationRefundedError } from './agent-feed-delivery';
import { AgentFeedsRepository } from './agent-feeds.repository';
import type { GenerateFeedJob, GenerateFeedResult } from './agents.jobs';

/** A continuation whose topic has nothing new left in the agents' research. */
export class NothingNewError extends Error {
  constructor() {
    super('The agents found nothing new to add on this topic');
    this.name = 'NothingNewError';
  }
}

/** The job's time ran out: the agents stopped at their next step, and nothing is stored. */
export class GenerationCancelledError extends Error {
  constructor() {
    super('The agents ran out of time and stopped');
    this.name = 'GenerationCancelledError';
  }
}

/**
 * The job's work: the agents write (through `AiService.agentFeed`), every stage is pushed to the
 * creator's sockets, the posts are delivered with the capture of the charge (`AgentFeedDelivery`).
 * A failure refunds the generation. Safe to run twice: a generation already stored is not written
 * again.
 *
 * A timed-out job is failed by Bull but its work is not stopped: `stop` (aborted at the job's
 * timeout) makes the agents stop at their next step. Correctness does not rest on it: work that
 * ends after its charge was refunded stores nothing.
 *
 * The feed's cap holds against concurrent generations: a feed found full (before writing, or by
 * the store, which counts under a lock of the feed) gets nothing and the generation is refunded
 * (`postCount: 0`). When fewer posts fit than were written, the first ones are stored and the
 * charge stays, as for a generation asked of a feed with little room: it delivered posts.
 */
@Injectable()
export class AgentFeedGenerator {
  private readonly log = new Logger(AgentFeedGenerator.name);

  constructor(
    private readonly ai: AiService,
    private readonly feeds: AgentFeedsRepository,
    private readonly delivery: AgentFeedDelivery,
    private readonly realtime: RealtimeService,
  ) {}

  async run(
    job: GenerateFeedJob,
    onProgress: (progress: number) => void = () => undefined,
    stop?: AbortSignal,
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
        (stage, progress) => {
          // Every step of the agents reports here: the first one after the timeout ends the run.
          if (stop?.aborted) throw new GenerationCancelledError();
          report(stage, progress);
        },
      );
      if (!written.data.length) throw new NothingNewError();
      report('finalizing', 80);
      const postCount = await this.delivery.deliver(job, written.data);
      if (!postCount) return { postCount: 0 };
      report('finalizing', 100);
      return { postCount };
    } catch (error) {
      if (error instanceof GenerationRefundedError)
        this.log.warn(`${error.message}: its posts are discarded`);
      await this.delivery.release(job);
      throw error;
    }
  }

  /** The feed filled up before this generation: it delivered nothing, so it is refunded. */
  private async nothingAdded(job: GenerateFeedJob): Promise<GenerateFeedResult> {
    await this.delivery.release(job);
    return { postCount: 0 };
  }
}
