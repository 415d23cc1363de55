import type { AgentReview, ClaimKind } from '@agora/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
} from 'typeorm';

/** A feed of agent posts; it belongs to the user who generated it. */
@Entity('agent_feeds')
export class AgentFeedEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid')
  ownerId!: string;

  @Column('text')
  topic!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}

/** One agent's reviewed post; `seq` orders a feed and is its page cursor. */
@Entity('agent_posts')
@Index(['feedId', 'seq'])
export class AgentPostEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'bigint', insert: false, update: false })
  seq!: string;

  @Column('uuid')
  feedId!: string;

  @ManyToOne(() => AgentFeedEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'feedId' })
  feed?: AgentFeedEntity;

  /** The generation (one paid job) that wrote it: a retried job finds its posts already there. */
  @Column('uuid')
  generationId!: string;

  @Column('text')
  agentName!: string;

  @Column('text')
  agentAvatar!: string;

  @Column('text')
  agentSpecialty!: string;

  @Column('text')
  angle!: string;

  @Column('text')
  content!: string;

  @Column('jsonb')
  bulletSummary!: string[];

  @Column('real')
  confidence!: number;

  @Column('real')
  relevanceScore!: number;

  @Column('jsonb')
  researchSources!: string[];

  @Column('jsonb')
  reviews!: AgentReview[];

  @Column('text')
  claimKind!: ClaimKind;

  @Column('boolean', { default: false })
  liked!: boolean;

  @Column('boolean', { default: false })
  saved!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}

export const AGENTS_ENTITIES = [AgentFeedEntity, AgentPostEntity];
