import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { RabbitHoleEntity, RabbitHolePostEntity } from './rabbit-holes.entities';
import {
  type NewThreadPost,
  type RabbitHoleRecord,
  RabbitHolesRepository,
  type StoredThreadPost,
} from './rabbit-holes.repository';

@Injectable()
export class TypeOrmRabbitHolesRepository extends RabbitHolesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  create(
    record: { originalPostId: string; ownerKey: string; language: string },
    posts: NewThreadPost[],
  ): Promise<string> {
    return this.db.transaction(async (tx) => {
      const hole = await tx.save(tx.create(RabbitHoleEntity, record));
      await insertPosts(tx, hole.id, posts);
      return hole.id;
    });
  }

  find(id: string): Promise<RabbitHoleRecord | null> {
    return this.db.manager.findOneBy(RabbitHoleEntity, { id });
  }

  async posts(id: string, limit: number): Promise<StoredThreadPost[]> {
    const rows = await this.db.manager.find(RabbitHolePostEntity, {
      where: { rabbitHoleId: id },
      order: { seq: 'ASC' },
      take: limit,
    });
    return rows.map(stored);
  }

  countPosts(id: string): Promise<number> {
    return this.db.manager.countBy(RabbitHolePostEntity, { rabbitHoleId: id });
  }

  async firstServerWrittenPost(id: string): Promise<StoredThreadPost | null> {
    const row = await this.db.manager.findOne(RabbitHolePostEntity, {
      where: { rabbitHoleId: id, writtenBy: 'server' },
      order: { seq: 'ASC' },
    });
    return row ? stored(row) : null;
  }

  /** All the posts that fit or none: a thread is never left half-written. */
  add(id: string, posts: NewThreadPost[], maxPosts: number): Promise<StoredThreadPost[]> {
    return this.db.transaction(async (tx) => {
      // The hole's row lock makes writers of one thread count and insert one after another, so
      // parallel writes never push it past `maxPosts`.
      await tx.query(`SELECT 1 FROM "rabbit_holes" WHERE "id" = $1 FOR UPDATE`, [id]);
      const held = await tx.countBy(RabbitHolePostEntity, { rabbitHoleId: id });
      return insertPosts(tx, id, posts.slice(0, Math.max(0, maxPosts - held)));
    });
  }
}

async function insertPosts(
  tx: EntityManager,
  rabbitHoleId: string,
  posts: NewThreadPost[],
): Promise<StoredThreadPost[]> {
  const saved: StoredThreadPost[] = [];
  // One statement per post keeps "seq" in the order the thread was written.
  for (const p of posts) {
    const row = await tx.save(
      tx.create(RabbitHolePostEntity, {
        rabbitHoleId,
        kind: p.kind,
        writtenBy: p.writtenBy,
        author: p.author.slice(0, 120),
        avatar: (p.avatar ?? '').slice(0, 500),
        specialty: (p.specialty ?? '').slice(0, 200),
        content: p.content,
        topic: (p.topic ?? '').slice(0, 200),
        sources: p.sources ?? [],
        claimKind: (p.claimKind ?? '').slice(0, 40),
        provider: p.provider ?? null,
        username: p.username ?? null,
        isReply: p.isReply ?? false,
        replyToId: p.replyToId ?? null,
        replyToAuthor: p.replyToAuthor ?? null,
      }),
    );
    saved.push(stored(row));
  }
  return saved;
}

function stored({ rabbitHoleId: _, seq: __, ...post }: RabbitHolePostEntity): StoredThreadPost {
  return post;
}
