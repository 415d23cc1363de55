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
   * given, those the server already holds for that post (another reaction of the user, or the pool).
   * All in one transaction, one toggle of a user's reaction to a post at a time.
   */
  abstract toggle(
    kind: Reaction,
    userId: string,
    postId: string,
    given: Partial<Omit<ReactionTarget, 'postId'>>,
  ): Promise<'on' | 'off' | 'unknown-post'>;

  /** The user's reactions of one kind, newest first (at most 500). */
  abstract list(kind: Reaction, userId: string): Promise<StoredReaction[]>;

  /** Likes and saves together, newest first (at most 200). */
  abstract activity(userId: string): Promise<ActivityRow[]>;

  abstract recordQuestion(userId: string, question: string): Promise<void>;

  abstract counts(userId: string): Promise<{ likes: number; saves: number; questions: number }>;
}
