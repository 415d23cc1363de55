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

  async posts(id: string): Promise<StoredThreadPost[]> {
    const rows = await this.db.manager.find(RabbitHolePostEntity, {
      where: { rabbitHoleId: id },
      order: { seq: 'ASC' },
    });
    return rows.map(stored);
  }

  async openingPost(id: string): Promise<StoredThreadPost | null> {
    const row = await this.db.manager
      .createQueryBuilder(RabbitHolePostEntity, 'p')
      .where('p."rabbitHoleId" = :id', { id })
      .orderBy(`CASE WHEN p.kind = 'original' THEN 0 ELSE 1 END`, 'ASC')
      .addOrderBy('p.seq', 'ASC')
      .limit(1)
      .getOne();
    return row ? stored(row) : null;
  }

  /** All the posts or none: a thread is never left half-written. */
  add(id: string, posts: NewThreadPost[]): Promise<StoredThreadPost[]> {
    return this.db.transaction((tx) => insertPosts(tx, id, posts));
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
