import type {
  PostWriter,
  RabbitHoleEntity,
  RabbitHolePostEntity,
  ThreadPostKind,
} from './rabbit-holes.entities';

export type { PostWriter, ThreadPostKind };

/** A post to store; text fields are cut to their column sizes by the repository. */
export interface NewThreadPost {
  kind: ThreadPostKind;
  writtenBy: PostWriter;
  author: string;
  avatar?: string;
  specialty?: string;
  content: string;
  topic?: string;
  sources?: string[];
  claimKind?: string;
  provider?: string;
  username?: string;
  isReply?: boolean;
  replyToId?: string;
  replyToAuthor?: string;
}

export type StoredThreadPost = Omit<RabbitHolePostEntity, 'rabbitHoleId' | 'seq'>;
export type RabbitHoleRecord = RabbitHoleEntity;

/** Port: rabbit holes and the posts of each thread, kept in insertion order. No rules. */
export abstract class RabbitHolesRepository {
  /** Opens a rabbit hole with its first posts, all or nothing; answers its id. */
  abstract create(
    record: { originalPostId: string; ownerKey: string; language: string },
    posts: NewThreadPost[],
  ): Promise<string>;
  abstract find(id: string): Promise<RabbitHoleRecord | null>;
  /** The thread's first `limit` posts, oldest first. */
  abstract posts(id: string, limit: number): Promise<StoredThreadPost[]>;
  /** How many posts the thread holds. */
  abstract countPosts(id: string): Promise<number>;
  /** What a link preview may quote: the first post the server wrote, or null when it wrote none. */
  abstract firstServerWrittenPost(id: string): Promise<StoredThreadPost | null>;
  /**
   * Appends posts in the given order, all or nothing, and answers them as stored; only as many as
   * keep the thread within `maxPosts` (counted and written one writer of the thread at a time),
   * so it answers fewer, or none when the thread is full.
   */
  abstract add(id: string, posts: NewThreadPost[], maxPosts: number): Promise<StoredThreadPost[]>;
}
