import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

export type ThreadPostKind = 'original' | 'thread' | 'user' | 'ai';

export interface NewThreadPost {
  kind: ThreadPostKind;
  author: string;
  avatar?: string;
  specialty?: string;
  content: string;
  topic?: string;
  sources?: string[];
  claimKind?: string;
  provider?: string;
  username?: string;
  isReply?: boolean;
  replyToId?: string;
  replyToAuthor?: string;
}

export interface StoredThreadPost extends Required<
  Omit<NewThreadPost, 'provider' | 'username' | 'replyToId' | 'replyToAuthor'>
> {
  id: string;
  provider: string | null;
  username: string | null;
  replyToId: string | null;
  replyToAuthor: string | null;
  createdAt: Date;
}

export interface RabbitHoleRecord {
  id: string;
  originalPostId: string;
  ownerKey: string;
  language: string;
  createdAt: Date;
}

const POST_COLUMNS = `"id", "kind", "author", "avatar", "specialty", "content", "topic", "sources", "claimKind", "provider",
  "username", "isReply", "replyToId", "replyToAuthor", "createdAt"`;

/** SQL of rabbit holes and the posts of each thread, kept in insertion order. */
@Injectable()
export class RabbitHolesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  create(
    record: { originalPostId: string; ownerKey: string; language: string },
    posts: NewThreadPost[],
  ): Promise<string> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query(
        `INSERT INTO "rabbit_holes" ("originalPostId", "ownerKey", "language") VALUES ($1, $2, $3) RETURNING "id"`,
        [record.originalPostId, record.ownerKey, record.language],
      );
      const id = (row as { id: string }).id;
      await insertPosts(tx, id, posts);
      return id;
    });
  }

  async find(id: string): Promise<RabbitHoleRecord | null> {
    const rows: RabbitHoleRecord[] = await this.db.query(
      `SELECT "id", "originalPostId", "ownerKey", "language", "createdAt" FROM "rabbit_holes" WHERE "id" = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  posts(id: string): Promise<StoredThreadPost[]> {
    return this.db.query(
      `SELECT ${POST_COLUMNS} FROM "rabbit_hole_posts" WHERE "rabbitHoleId" = $1 ORDER BY "seq"`,
      [id],
    );
  }

  add(id: string, posts: NewThreadPost[]): Promise<StoredThreadPost[]> {
    return insertPosts(this.db, id, posts);
  }
}

async function insertPosts(
  db: Pick<DataSource, 'query'>,
  rabbitHoleId: string,
  posts: NewThreadPost[],
): Promise<StoredThreadPost[]> {
  const stored: StoredThreadPost[] = [];
  // One statement per post keeps "seq" in the order the thread was written.
  for (const p of posts) {
    const [row] = await db.query(
      `INSERT INTO "rabbit_hole_posts" ("rabbitHoleId", "kind", "author", "avatar", "specialty", "content", "topic",
         "sources", "claimKind", "provider", "username", "isReply", "replyToId", "replyToAuthor")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING ${POST_COLUMNS}`,
      [
        rabbitHoleId,
        p.kind,
        p.author.slice(0, 120),
        (p.avatar ?? '').slice(0, 500),
        (p.specialty ?? '').slice(0, 200),
        p.content,
        (p.topic ?? '').slice(0, 200),
        JSON.stringify(p.sources ?? []),
        (p.claimKind ?? '').slice(0, 40),
        p.provider ?? null,
        p.username ?? null,
        p.isReply ?? false,
        p.replyToId ?? null,
        p.replyToAuthor ?? null,
      ],
    );
    stored.push(row as StoredThreadPost);
  }
  return stored;
}
