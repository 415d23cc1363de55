import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** A mentor a user wrote; private ones are usable only by the owner. */
@Entity('custom_characters')
export class CustomCharacterEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  ownerId: string;

  @Column({ type: 'varchar', length: 80 })
  name: string;

  /** An emoji or an http(s) URL. */
  @Column({ type: 'varchar', length: 500 })
  avatar: string;

  @Column({ type: 'varchar', length: 120 })
  specialty: string;

  @Column({ type: 'varchar', length: 1000 })
  personality: string;

  @Column({ type: 'varchar', length: 8000, default: '' })
  background: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  speakingStyle: string;

  /** First words when a chat starts (an imported card's `first_mes`). */
  @Column({ type: 'varchar', length: 4000, default: '' })
  greeting: string;

  @Column({ type: 'boolean', default: false })
  isPublic: boolean;

  /** An imported card's fields we do not use, given back on export; read only for export. */
  @Column({ type: 'jsonb', default: {}, select: false })
  cardExtras?: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
