import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** A study group (table `group_chats`). */
@Entity('group_chats')
export class GroupChatEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'varchar', length: 80 }) name!: string;
  @Column({ type: 'varchar', length: 500, nullable: true }) description!: string | null;
  @Column({ type: 'varchar', length: 64, unique: true }) shareId!: string;
  @Column({ type: 'uuid' }) createdBy!: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}

/** One learner in one group; the creator is `admin`. */
@Entity('group_members')
export class GroupMemberEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'uuid' }) groupId!: string;
  @Column({ type: 'uuid' }) userId!: string;
  @Column({ type: 'varchar', length: 10 }) role!: 'admin' | 'member';
  @CreateDateColumn({ type: 'timestamptz' }) joinedAt!: Date;
}

/**
 * A message in a group: a learner's (userId) or a figure's (characterId). A figure's answer points
 * at the message that mentioned it (`answersId`); one answer per mention and figure (unique index).
 */
@Entity('group_messages')
export class GroupMessageEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'uuid' }) groupId!: string;
  @Column({ type: 'uuid', nullable: true }) userId!: string | null;
  @Column({ type: 'varchar', length: 120, nullable: true }) characterId!: string | null;
  @Column({ type: 'text' }) content!: string;
  @Column({ type: 'jsonb', default: () => "'[]'" }) mentions!: string[];
  /** The asker's language, which the figures answering it speak. */
  @Column({ type: 'varchar', length: 40, nullable: true }) language!: string | null;
  @Column({ type: 'uuid', nullable: true }) replyToId!: string | null;
  @Column({ type: 'uuid', nullable: true }) answersId!: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) audioUrl!: string | null;
  @Column({ type: 'real', nullable: true }) audioDuration!: number | null;
  /** What a voice message says, once a provider transcribed it (null until then, or offline). */
  @Column({ type: 'text', nullable: true }) transcript!: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}

/**
 * What a figure taught in a group so far, in a few short lines: given back to it the next time it
 * is mentioned. One row per group and figure, rewritten with each of its answers.
 */
@Entity('group_figure_notes')
export class GroupFigureNoteEntity {
  @PrimaryColumn({ type: 'uuid' }) groupId!: string;
  @PrimaryColumn({ type: 'varchar', length: 120 }) characterId!: string;
  @Column({ type: 'text' }) note!: string;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}

export const GROUP_ENTITIES = [
  GroupChatEntity,
  GroupMemberEntity,
  GroupMessageEntity,
  GroupFigureNoteEntity,
];
