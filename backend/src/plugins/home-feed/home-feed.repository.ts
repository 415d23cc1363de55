import type { LikeToggleResult } from '@agora/contracts';
import type { KeysetPosition } from '../../core/paging/keyset-cursor';

/** A row of `home_feed_posts` as the rules see it. */
export interface StoredPost {
  id: string;
  rootPostId: string | null;
  parentPostId: string | null;
  userId: string | null;
  username: string | null;
  isAiResponse: boolean;
  aiAuthor: string | null;
  aiAvatar: string | null;
  aiSpecialty: string | null;
  content: string;
  language: string;
  topics: string[];
  likes: number;
  repliesWrittenAt: Date | null;
  createdAt: Date;
}

export interface NewLearnerPost {
  userId: string;
  username: string;
  content: string;
  language: string;
  topics: string[];
  parent: { id: string; rootPostId: string | null } | null;
}

export interface FigurePostDraft {
  author: string;
  avatar: string;
  specialty: string;
  content: string;
  topics: string[];
}

/** Where the top-level list continues: the last post's time and id. */
export interface FeedCursor {
  createdAt: Date;
  id: string;
}

/** The newest replies of some conversations, and how many replies each has in all. */
export interface NewestReplies {
  /** Oldest first within each conversation. */
  replies: StoredPost[];
  /** Replies of each conversation that has any, by its top-level post's id. */
  totals: ReadonlyMap<string, number>;
}

/** Where a page of a conversation's earlier replies starts. */
export type EarlierRepliesFrom = { skipNewest: number } | { before: KeysetPosition };

/** A page of a conversation's earlier replies. */
export interface EarlierRepliesPage {
  /** Oldest first. */
  replies: StoredPost[];
  /** The oldest reply's position (its time as PostgreSQL writes it), for the next page's cursor. */
  oldest: KeysetPosition | null;
  /** Replies older than this page. */
  remaining: number;
}

/** Outcome of writing a post's figure replies; `already` when an earlier run wrote them. */
export type ReplyWrite =
  { status: 'written'; posts: StoredPost[] } | { status: 'already' } | { status: 'gone' };

/** Home-feed storage; no rules about who may do what. */
export abstract class HomeFeedRepository {
  abstract findById(id: string): Promise<StoredPost | null>;
  abstract insertLearnerPost(post: NewLearnerPost): Promise<StoredPost>;
  /** Top-level figure posts (generate-more), all in one transaction. */
  abstract insertFigurePosts(
    requestedBy: string,
    language: string,
    posts: FigurePostDraft[],
  ): Promise<StoredPost[]>;
  abstract delete(id: string): Promise<void>;
  /** Top-level posts, newest first, older than the cursor. */
  abstract topLevel(limit: number, after: FeedCursor | null): Promise<StoredPost[]>;
  /**
   * The newest `perRoot` replies (at any depth) of each of these conversations, oldest first, and
   * how many each has, read at one instant.
   */
  abstract newestReplies(rootIds: string[], perRoot: number): Promise<NewestReplies>;
  /**
   * The newest `limit` replies of a conversation older than `from` (past its newest `skipNewest`,
   * or before a position), oldest first, with how many older ones remain, read at one instant.
   */
  abstract earlierReplies(
    rootId: string,
    from: EarlierRepliesFrom,
    limit: number,
  ): Promise<EarlierRepliesPage>;
  /** The newest `limit` replies of its conversation written before this reply, oldest first. */
  abstract repliesBefore(reply: StoredPost, limit: number): Promise<StoredPost[]>;
  /** How many direct replies each of these posts has (posts without any are absent). */
  abstract directReplyCounts(postIds: string[]): Promise<Map<string, number>>;
  abstract likedAmong(userId: string, postIds: string[]): Promise<Set<string>>;
  /** Topics of the reader's own and liked posts, most recent first. */
  abstract topicsOf(userId: string, limit: number): Promise<string[]>;
  /** Flips the user's like on a post under a row lock; null when the post does not exist. */
  abstract toggleLike(postId: string, userId: string): Promise<LikeToggleResult | null>;
  /**
   * Stores a post's figure replies and marks it answered, in one transaction with the post locked,
   * so a repeated or concurrent job writes nothing the second time.
   */
  abstract writeFigureReplies(postId: string, replies: FigurePostDraft[]): Promise<ReplyWrite>;
}
