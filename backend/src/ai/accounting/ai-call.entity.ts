import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One model call: who, for what, which provider and model, how big, how long, how much. Read by the admin AI-costs view. */
@Entity('ai_calls')
export class AiCallEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ type: 'varchar', length: 64 })
  feature: string;

  @Column({ type: 'varchar', length: 32 })
  operation: string;

  @Column({ type: 'varchar', length: 16 })
  provider: string;

  @Column({ type: 'varchar', length: 120 })
  model: string;

  @Column({ type: 'int' })
  tokensIn: number;

  @Column({ type: 'int' })
  tokensOut: number;

  @Column({ type: 'int' })
  latencyMs: number;

  /** numeric comes back from pg as a string; keep it exact. */
  @Column({ type: 'numeric', precision: 12, scale: 6 })
  costUsd: string;

  /** The user brought their own key: the cost is theirs and does not count against the daily budget. */
  @Column({ type: 'boolean' })
  userKey: boolean;

  @Column({ type: 'varchar', length: 16 })
  status: 'ok' | 'error';

  @Column({ type: 'int', nullable: true })
  errorStatus: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
