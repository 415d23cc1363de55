import type { PublishedPost } from '../../../core/published-posts/published-posts.registry';
import type { PostOrigin } from '../feed.entities';

export type { PostOrigin };

/** A generated post ready to be stored; once stored, it is what the feed publishes. */
export interface NewExplorePost extends PublishedPost {
  model: string;
}

export interface StoredExplorePost extends NewExplorePost {
  id: string;
  createdAt: Date;
}

/** The rows of stored posts, in the order the posts were given, and how many of them are new. */
export interface InsertedPosts {
  posts: StoredExplorePost[];
  added: number;
}

/**
 * A language's pool is its newest posts, so a read's cost (the unseen are the pool minus the
 * viewer's marks) stays the same however many posts the language gathers over the years.
 */
export const EXPLORE_POOL_SIZE = 5_000;

/** Port: the explore pool (stored generated posts) and which viewer has seen which. No rules. */
export abstract class ExplorePoolRepository {
  /**
   * Stores posts (a text already stored in that language keeps its first row) and returns their rows
   * in the order given (the engine's ranking), each text once, with the number newly stored.
   */
  abstract insert(
    language: string,
    origin: PostOrigin,
    posts: NewExplorePost[],
  ): Promise<InsertedPosts>;

  /**
   * Picks up to `limit` posts this viewer has not seen among the language's newest
   * `EXPLORE_POOL_SIZE`, and marks them seen, safe under concurrency; also answers how many unseen
   * posts the viewer has left afterwards.
   */
  abstract takeUnseen(
    language: string,
    viewer: string,
    limit: number,
  ): Promise<{ posts: StoredExplorePost[]; left: number }>;

  /** Forgets the viewer's seen-marks of a language except the `keep` most recent; answers how many went. */
  abstract forgetOldestSeen(language: string, viewer: string, keep: number): Promise<number>;

  /** Marks posts of a language as handed to the viewer (posts written for them on demand). */
  abstract markSeen(language: string, viewer: string, postIds: string[]): Promise<void>;

  /** The stored post with this id (of any language or origin), or null. */
  abstract findPost(id: string): Promise<StoredExplorePost | null>;

  /** How many posts the language's pool holds. */
  abstract count(language: string): Promise<number>;
}
