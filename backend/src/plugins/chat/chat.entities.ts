import type { ChatRole, ClaimKind } from '@agora/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Who wrote a message: the server (a mentor's reply it generated) or a client (what it saved). */
export type MessageWriter = 'server' | 'client';

/** A one-on-one conversation of a user with a figure (`persona` is a name or `custom-{id}`). */
@Entity('chats')
export class ChatEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 120 })
  persona: string;

  /** Taken from the first message. */
  // Empty until the first message; the client shows its own translated placeholder.
  @Column({ type: 'varchar', length: 120, default: '' })
  title: string;

  /** Set the first time the chat is shared and kept, so an old link works again after re-sharing. */
  @Column({ type: 'varchar', length: 64, nullable: true, unique: true })
  shareId: string | null;

  @Column({ type: 'boolean', default: false })
  isPublic: boolean;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  lastMessageAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

@Entity('chat_messages')
export class ChatMessageEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  chatId: string;

  @Column({ type: 'varchar', length: 10 })
  role: ChatRole;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'varchar', length: 120, nullable: true })
  persona: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  emotion: string | null;

  @Column({ type: 'real', nullable: true })
  emotionConfidence: number | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  imageUrl: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  audioUrl: string | null;

  /** Who wrote a user message; differs from the chat owner for messages posted on a shared chat. */
  @Column({ type: 'uuid', nullable: true })
  authorId: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  authorName: string | null;

  /** For a mentor's reply: the knowledge-base entries or cited works it drew on. */
  @Column({ type: 'jsonb', nullable: true })
  sources: string[] | null;

  @Column({ type: 'text', nullable: true })
  claimKind: ClaimKind | null;

  /** Only a server-written reply is shown as the figure's own words without a note. */
  @Column({ type: 'varchar', length: 6, default: 'client' })
  writtenBy: MessageWriter;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
