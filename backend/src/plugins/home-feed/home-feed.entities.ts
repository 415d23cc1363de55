import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** A learner's post or comment, or a figure's reply (`isAiResponse`), in the `home_feed_posts` tree. */
@Entity('home_feed_posts')
export class HomeFeedPostEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The top-level post of the conversation; null for a top-level post. */
  @Column({ type: 'uuid', nullable: true })
  rootPostId: string | null;

  @Column({ type: 'uuid', nullable: true })
  parentPostId: string | null;

  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ type: 'varchar', length: 80, nullable: true })
  username: string | null;

  /** Who asked for this generated figure post (generate-more); null otherwise. */
  @Column({ type: 'uuid', nullable: true })
  requestedBy: string | null;

  @Column({ type: 'boolean', default: false })
  isAiResponse: boolean;

  @Column({ type: 'varchar', length: 120, nullable: true })
  aiAuthor: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  aiAvatar: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  aiSpecialty: string | null;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'varchar', length: 8, default: 'en' })
  language: string;

  @Column({ type: 'text', array: true, default: '{}' })
  topics: string[];

  @Column({ type: 'integer', default: 0 })
  likes: number;

  /** Set in the transaction that stores the figures' replies: the reply job's done marker. */
  @Column({ type: 'timestamptz', nullable: true })
  repliesWrittenAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

@Entity('home_feed_likes')
export class HomeFeedLikeEntity {
  @PrimaryColumn({ type: 'uuid' })
  postId: string;

  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

export const HOME_FEED_ENTITIES = [HomeFeedPostEntity, HomeFeedLikeEntity];
