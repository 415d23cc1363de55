import { randomUUID } from 'node:crypto';
import {
  BadGatewayException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import {
  AGENT_FEED_MAX_POSTS,
  type AgentFeedGenerated,
  type AgentFeedOptions,
  type AgentFeedPage,
  type AgentFeedQuery,
} from '@agora/contracts';
import type { AuthUser } from '../../core/auth/auth-user';
import {
  type AgentFeedSummary,
  AgentFeedsRepository,
  type Reaction,
} from './agent-feeds.repository';
import { AgentFeedJobs, type GenerateFeedResult } from './agents.jobs';
import { agentFeedPageView } from './agents.views';
import { CreditsService } from './credits';

export const AGENT_FEED_FEATURE = 'ai-agent-feed';

/**
 * The agent feed's rules: feeds belong to their creator; a generation is paid once (the feature's
 * cost, reserved before its job starts) and either delivered or refunded, never both: the job
 * captures the charge in the transaction that stores the posts (`AgentFeedDelivery`), and a
 * refund releases it only while it is still reserved. A feed stops growing at its cap. A full
 * feed answers 409 uncharged: refused before paying, or refunded when concurrent generations
 * filled it while this one ran. A generation that added posts keeps its charge, also when fewer
 * than asked fitted.
 */
@Injectable()
export class AgentsService {
  constructor(
    private readonly feeds: AgentFeedsRepository,
    private readonly jobs: AgentFeedJobs,
    private readonly credits: CreditsService,
  ) {}

  async generate(user: AuthUser, request: AgentFeedOptions): Promise<AgentFeedGenerated> {
    const existing = request.existingFeedId
      ? await this.requireOwned(user, request.existingFeedId)
      : null;
    if (existing && existing.postCount >= AGENT_FEED_MAX_POSTS) throw feedFull();
    const generationId = randomUUID();
    const feedId = existing?.id ?? randomUUID();
    const topic = existing?.topic ?? request.topic;
    const spendKey = `agent-feed:${generationId}`;
    await this.credits.reserve(user.id, AGENT_FEED_FEATURE, spendKey);
    const { agentCount, researchDepth, includeResearch, evaluationCriteria, postLength } = request;
    const room = AGENT_FEED_MAX_POSTS - (existing?.postCount ?? 0);
    let done: GenerateFeedResult;
    try {
      done = await this.jobs.generateFeed({
        generationId,
        feedId,
        userId: user.id,
        topic,
        options: {
          agentCount: Math.min(agentCount, room),
          researchDepth,
          includeResearch,
          evaluationCriteria,
          postLength,
        },
        progressId: request.progressId ?? null,
        spendKey,
        requester: {
          language: request.language,
          useAPI: request.useAPI,
          claudeModel: request.claudeModel,
        },
      });
    } catch {
      // The job failed, or timed out while its work may run on (Bull does not stop it). The job
      // refunds its own failures; this covers the rest. A job that stored its posts first
      // captured the charge with them: then there is nothing to refund and the posts are the answer.
      if (!(await this.credits.release(user.id, spendKey))) {
        const delivered = await this.feeds.generationSize(generationId);
        if (delivered) return { feedId, postCount: delivered, topic };
      }
      throw new BadGatewayException(
        'Failed to generate agent feed: the agents could not finish, and your credits were refunded',
      );
    }
    if (!done.postCount) {
      // Other generations filled the feed first; the job refunded this one. Same key: once.
      await this.credits.release(user.id, spendKey);
      throw feedFull();
    }
    return { feedId, postCount: done.postCount, topic };
  }

  async page(user: AuthUser, query: AgentFeedQuery): Promise<AgentFeedPage> {
    const feed = await this.requireOwned(user, query.feedId);
    const rows = await this.feeds.page(
      feed.id,
      query.cursor === undefined ? undefined : Number(query.cursor),
      query.limit,
    );
    return agentFeedPageView(feed, rows, query.limit);
  }

  async toggle(user: AuthUser, postId: string, reaction: Reaction): Promise<boolean> {
    const on = await this.feeds.toggle(postId, user.id, reaction);
    if (on === null) throw new NotFoundException('Agent post not found');
    return on;
  }

  /** Someone else's feed answers as if it did not exist. */
  private async requireOwned(user: AuthUser, feedId: string): Promise<AgentFeedSummary> {
    const feed = await this.feeds.findFeed(feedId);
    if (!feed || feed.ownerId !== user.id) throw new NotFoundException('Agent feed not found');
    return feed;
  }
}

const feedFull = () =>
  new ConflictException(
    `This feed is full (${AGENT_FEED_MAX_POSTS} posts): start a new one. No credits were taken`,
  );
