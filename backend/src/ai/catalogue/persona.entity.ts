import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A built-in figure as seeded from the catalogue in code (the code is the source of truth). */
@Entity('personas')
export class PersonaEntity {
  @PrimaryColumn({ type: 'varchar', length: 80 })
  name: string;

  @Column({ type: 'varchar', length: 32 })
  avatar: string;

  @Column({ type: 'varchar', length: 120 })
  specialty: string;

  @Column({ type: 'varchar', length: 120 })
  era: string;

  @Column({ type: 'text' })
  bio: string;

  @Column({ type: 'text' })
  speakingStyle: string;

  @Column({ type: 'jsonb' })
  topics: string[];

  @Column({ type: 'int' })
  born: number;

  @Column({ type: 'int', nullable: true })
  died: number | null;

  @Column({ type: 'boolean' })
  isMentor: boolean;

  @Column({ type: 'boolean' })
  isExplore: boolean;

  @Column({ type: 'boolean' })
  isMentionable: boolean;

  @Column({ type: 'int' })
  sortOrder: number;

  @Column({ type: 'int' })
  factCount: number;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
