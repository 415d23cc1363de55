import type {
  RabbitHoleEntity,
  RabbitHolePostEntity,
  ThreadPostKind,
} from './rabbit-holes.entities';

export type { ThreadPostKind };

/** A post to store; text fields are cut to their column sizes by the repository. */
export interface NewThreadPost {
  kind: ThreadPostKind;
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
  /** The thread's posts, oldest first. */
  abstract posts(id: string): Promise<StoredThreadPost[]>;
  /** What a link preview quotes: the original post, else the first; null for an empty thread. */
  abstract openingPost(id: string): Promise<StoredThreadPost | null>;
  /** Appends posts in the given order and answers them as stored. */
  abstract add(id: string, posts: NewThreadPost[]): Promise<StoredThreadPost[]>;
}
