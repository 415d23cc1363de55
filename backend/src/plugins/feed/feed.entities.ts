import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type PostOrigin = 'pool' | 'custom' | 'question';

/** A generated post with a stable id; one text is stored once per language (`contentHash`). */
@Entity('explore_posts')
export class ExplorePostEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 8 })
  language: string;

  @Column({ type: 'varchar', length: 16 })
  origin: PostOrigin;

  @Column({ type: 'varchar', length: 200 })
  topic: string;

  @Column({ type: 'varchar', length: 120 })
  author: string;

  @Column({ type: 'varchar', length: 500 })
  avatar: string;

  @Column({ type: 'varchar', length: 200 })
  specialty: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'varchar', length: 64 })
  contentHash: string;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  sources: string[];

  @Column({ type: 'varchar', length: 40 })
  claimKind: string;

  @Column({ type: 'varchar', length: 40 })
  provider: string;

  @Column({ type: 'varchar', length: 120 })
  model: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/** A question a signed-in user asked (counted on their profile). */
@Entity('explore_questions')
export class ExploreQuestionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 500 })
  question: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/** A like or a save, stored with the post's text so lists survive pool changes. */
abstract class PostReactionColumns {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  /** A pool post's uuid, or the client's id of a post the server never stored. */
  @Column({ type: 'varchar', length: 100 })
  postId: string;

  @Column({ type: 'text' })
  postContent: string;

  @Column({ type: 'varchar', length: 120 })
  postAuthor: string;

  @Column({ type: 'varchar', length: 200 })
  postTopic: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

@Entity('post_likes')
export class PostLikeEntity extends PostReactionColumns {}

@Entity('post_saves')
export class PostSaveEntity extends PostReactionColumns {}

export type PostReactionEntity = PostLikeEntity | PostSaveEntity;

export const FEED_ENTITIES = [
  ExplorePostEntity,
  ExploreQuestionEntity,
  PostLikeEntity,
  PostSaveEntity,
];
