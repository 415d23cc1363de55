import { Injectable } from '@nestjs/common';
import { AGENT_FEED_MAX_POSTS } from '@agora/contracts';
import type { AgentDraft } from '../../ai';
import { Transactions } from '../../core/database/transaction';
import { AgentFeedsRepository } from './agent-feeds.repository';
import type { GenerateFeedJob } from './agents.jobs';
import { CreditsService } from './credits';

/** The generation's charge was released (refunded) before its posts were stored: they are not. */
export class GenerationRefundedError extends Error {
  constructor(generationId: string) {
    super(`Agent feed generation ${generationId} was refunded before its posts were stored`);
    this.name = 'GenerationRefundedError';
  }
}

/**
 * How a generation's payment is settled. Its charge is reserved before the job starts; the posts
 * are stored in the same transaction that captures it, and a release (refund) moves it only while
 * it is still reserved. So a generation is either delivered (posts stored, charge kept) or
 * refunded (nothing stored), never both, whoever settles first: the job, the request waiting for
 * it (after a timeout, while Bull lets the job's work run on), or the credits plugin's
 * reconciliation after a crash.
 */
@Injectable()
export class AgentFeedDelivery {
  constructor(
    private readonly feeds: AgentFeedsRepository,
    private readonly credits: CreditsService,
    private readonly transactions: Transactions,
  ) {}

  /**
   * Stores the posts and captures the charge, all or nothing. Answers the generation's post count;
   * 0 when the feed was full (nothing stored, the charge released). Throws
   * `GenerationRefundedError`, storing nothing, when the charge was released first.
   */
  async deliver(job: GenerateFeedJob, drafts: AgentDraft[]): Promise<number> {
    const postCount = await this.transactions.run(async (transaction) => {
      const stored = await this.feeds.store(
        { id: job.feedId, ownerId: job.userId, topic: job.topic },
        job.generationId,
        drafts,
        AGENT_FEED_MAX_POSTS,
        transaction,
      );
      if (!stored) return 0;
      const charge = await this.credits.capture(job.userId, job.spendKey, transaction);
      // Throwing rolls the posts back: the refund already given stands.
      if (charge !== 'captured') throw new GenerationRefundedError(job.generationId);
      return stored;
    });
    if (!postCount) await this.release(job);
    return postCount;
  }

  /** The generation delivered nothing: refunds its charge, once. False when it was delivered. */
  release(job: Pick<GenerateFeedJob, 'userId' | 'spendKey'>): Promise<boolean> {
    return this.credits.release(job.userId, job.spendKey);
  }
}
