import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type ThreadPostKind = 'original' | 'thread' | 'user' | 'ai';

/** Who wrote a post: the server (AI posts it generated itself) or a client (a request body's text). */
export type PostWriter = 'server' | 'client';

/** A rabbit hole opened from a post; `ownerKey` is the viewer key (`user:<id>` or `visitor:<uuid>`). */
@Entity('rabbit_holes')
export class RabbitHoleEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100 })
  originalPostId: string;

  @Column({ type: 'varchar', length: 80 })
  ownerKey: string;

  @Column({ type: 'varchar', length: 8 })
  language: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/** One post of a thread: the original, the generated thread, a user's reply or a figure's answer. */
@Entity('rabbit_hole_posts')
export class RabbitHolePostEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  rabbitHoleId: string;

  /** Insertion order (bigserial): a thread reads in the order it was written. */
  @Column({ type: 'bigint', insert: false, update: false, select: false })
  seq: string;

  @Column({ type: 'varchar', length: 10 })
  kind: ThreadPostKind;

  /** Only server-written posts may put words in a figure's mouth on a public link preview. */
  @Column({ type: 'varchar', length: 6, default: 'client' })
  writtenBy: PostWriter;

  @Column({ type: 'varchar', length: 120 })
  author: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  avatar: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  specialty: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  topic: string;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  sources: string[];

  @Column({ type: 'varchar', length: 40, default: '' })
  claimKind: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  provider: string | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  username: string | null;

  @Column({ type: 'boolean', default: false })
  isReply: boolean;

  @Column({ type: 'varchar', length: 100, nullable: true })
  replyToId: string | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  replyToAuthor: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

export const RABBIT_HOLES_ENTITIES = [RabbitHoleEntity, RabbitHolePostEntity];
