import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Generated speech and images, kept in PostgreSQL so every API instance can serve them. */
@Entity('media')
export class MediaEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100 })
  contentType: string;

  @Column({ type: 'bytea' })
  bytes: Buffer;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
