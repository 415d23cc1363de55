import type { LikeToggleResult } from '@agora/contracts';

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
  /** Every reply under these top-level posts, oldest first, at most `perRoot` per conversation. */
  abstract repliesUnder(rootIds: string[], perRoot: number): Promise<StoredPost[]>;
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
