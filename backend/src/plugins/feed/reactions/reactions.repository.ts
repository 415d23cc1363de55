import type { KeysetPosition } from '../../../core/paging/keyset-cursor';
import type { PostReactionEntity } from '../feed.entities';

export type Reaction = 'like' | 'save';

export interface ReactionTarget {
  postId: string;
  postContent: string;
  postAuthor: string;
  postTopic: string;
}

export type StoredReaction = Pick<
  PostReactionEntity,
  'id' | 'postId' | 'postContent' | 'postAuthor' | 'postTopic' | 'createdAt'
>;

/** A reaction with its place in the newest-first list (its time as PostgreSQL writes it). */
export type PositionedReaction = StoredReaction & { position: KeysetPosition };

export interface ActivityRow {
  id: string;
  action: Reaction;
  postAuthor: string;
  timestamp: Date;
}

/** Port: likes, saves, asked questions and the activity they make up. No rules. */
export abstract class ReactionsRepository {
  /**
   * Removes the reaction when present, else adds it with the given post fields or, when none are
   * given, those the server already holds for that post (another reaction of the user, or the pool),
   * unless the user already has `max` reactions of this kind ('full'). All in one transaction, one
   * toggle of a user's reactions of a kind at a time, so the count cannot be raced past.
   */
  abstract toggle(
    kind: Reaction,
    userId: string,
    postId: string,
    given: Partial<Omit<ReactionTarget, 'postId'>>,
    max: number,
  ): Promise<'on' | 'off' | 'unknown-post' | 'full'>;

  /** The user's reactions of one kind, newest first, after the position; at most `limit`. */
  abstract page(
    kind: Reaction,
    userId: string,
    limit: number,
    after: KeysetPosition | null,
  ): Promise<PositionedReaction[]>;

  /** The ids of the posts of the user's reactions of one kind, newest first; at most `limit`. */
  abstract postIds(kind: Reaction, userId: string, limit: number): Promise<string[]>;

  /** Likes and saves together, newest first (at most 200). */
  abstract activity(userId: string): Promise<ActivityRow[]>;

  abstract recordQuestion(userId: string, question: string): Promise<void>;

  abstract counts(userId: string): Promise<{ likes: number; saves: number; questions: number }>;
}
