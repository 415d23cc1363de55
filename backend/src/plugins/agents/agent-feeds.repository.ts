import type { AgentDraft } from '../../ai';
import type { Transaction } from '../../core/database/transaction';
import type { AgentPostEntity } from './agents.entities';

export interface AgentFeedSummary {
  id: string;
  ownerId: string;
  topic: string;
  postCount: number;
}

export type AgentPostRecord = Omit<AgentPostEntity, 'feed'>;
export type Reaction = 'liked' | 'saved';

/** Storage of agent feeds and posts (the port; `TypeOrmAgentFeedsRepository` implements it). */
export abstract class AgentFeedsRepository {
  abstract findFeed(feedId: string): Promise<AgentFeedSummary | null>;
  /** The bullet points and citations already in a feed (what a continuation must not repeat). */
  abstract pastPoints(feedId: string): Promise<{ madePoints: string[]; usedSources: string[] }>;
  /** How many posts a generation stored (0 when it has not run yet). */
  abstract generationSize(generationId: string): Promise<number>;
  /**
   * Inside `transaction`: creates the feed if new and adds the generation's posts, the first ones
   * only when the feed would pass `maxPosts` (counted under a lock of the feed, so concurrent stores
   * never pass it). Answers how many posts the generation holds: those it added, or those an
   * earlier store of the same generation added (then it adds none); 0 when the feed was full.
   */
  abstract store(
    feed: { id: string; ownerId: string; topic: string },
    generationId: string,
    posts: AgentDraft[],
    maxPosts: number,
    transaction: Transaction,
  ): Promise<number>;
  /** Posts after `afterSeq`, oldest first. */
  abstract page(
    feedId: string,
    afterSeq: number | undefined,
    limit: number,
  ): Promise<AgentPostRecord[]>;
  /** Flips a reaction on a post of the owner's; null when the post is not theirs. */
  abstract toggle(postId: string, ownerId: string, reaction: Reaction): Promise<boolean | null>;
}
