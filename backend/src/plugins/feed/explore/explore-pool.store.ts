import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LRUCache } from 'lru-cache';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { sqlRows } from '../../../core/database/sql';
import { ExplorePostEntity } from '../feed.entities';
import {
  EXPLORE_POOL_SIZE,
  ExplorePoolRepository,
  type InsertedPosts,
  type NewExplorePost,
  type PostOrigin,
  type StoredExplorePost,
} from './explore-pool.repository';
import { type PoolPost, RedisSeenMarks } from './redis-seen-marks';

const COLUMNS = `"id", "author", "avatar", "specialty", "content", "topic", "sources", "claimKind", "provider", "model", "createdAt"`;

/** Stored posts never change, so a row read once is kept by id: a whole pool, a few MB. */
const POSTS_KEPT = EXPLORE_POOL_SIZE;

/**
 * The explore pool: posts in PostgreSQL, who has been handed which in Redis (`RedisSeenMarks`).
 * A feed read is one Redis script plus posts this process has already read, so it touches no table.
 */
@Injectable()
export class ExplorePoolStore extends ExplorePoolRepository {
  private readonly postsById = new LRUCache<string, StoredExplorePost>({ max: POSTS_KEPT });

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly marks: RedisSeenMarks,
  ) {
    super();
  }

  async insert(
    language: string,
    origin: PostOrigin,
    posts: NewExplorePost[],
  ): Promise<InsertedPosts> {
    if (posts.length === 0) return { posts: [], added: 0 };
    const values: unknown[] = [];
    const rows = posts.map((p) => {
      const at = values.length;
      values.push(
        language,
        origin,
        p.topic.slice(0, 200),
        p.author.slice(0, 120),
        p.avatar.slice(0, 500),
        p.specialty.slice(0, 200),
        p.content,
        hashOf(p.content),
        JSON.stringify(p.sources),
        p.claimKind.slice(0, 40),
        p.provider.slice(0, 40),
        p.model.slice(0, 120),
      );
      return `(${Array.from({ length: 12 }, (_, i) => `$${at + i + 1}`).join(', ')})`;
    });
    // One statement for the batch; ON CONFLICT skips texts already stored in that language.
    const inserted = await sqlRows<StoredExplorePost>(
      this.db,
      `INSERT INTO "explore_posts" ("language", "origin", "topic", "author", "avatar", "specialty", "content",
         "contentHash", "sources", "claimKind", "provider", "model")
       VALUES ${rows.join(', ')}
       ON CONFLICT ("language", "contentHash") DO NOTHING
       RETURNING ${COLUMNS}`,
      values,
    );
    // Texts that were already stored keep their first row (and id).
    const stored =
      inserted.length === posts.length
        ? inserted
        : await sqlRows<StoredExplorePost>(
            this.db,
            `SELECT ${COLUMNS} FROM "explore_posts" WHERE "language" = $1 AND "contentHash" = ANY($2)`,
            [language, posts.map((p) => hashOf(p.content))],
          );
    // Neither RETURNING nor ANY($2) promises an order: put the rows back in the engine's order.
    const byHash = new Map(stored.map((row) => [hashOf(row.content), row]));
    const ordered = [...new Set(posts.map((p) => hashOf(p.content)))]
      .map((hash) => byHash.get(hash))
      .filter((row): row is StoredExplorePost => Boolean(row));
    for (const row of ordered) this.keep(row);
    await this.marks.addToPool(language, inserted);
    return { posts: ordered, added: inserted.length };
  }

  async takeUnseen(
    language: string,
    viewer: string,
    limit: number,
  ): Promise<{ posts: StoredExplorePost[]; left: number }> {
    const first = await this.take(language, viewer, limit);
    if (first.posts.length === first.ids.length) return { posts: first.posts, left: first.left };
    // Some ids named no stored post (the database was restored behind Redis's back): they are gone
    // from the pool now, and the shortfall is asked for once more.
    const again = await this.take(language, viewer, limit - first.posts.length);
    return { posts: [...first.posts, ...again.posts], left: again.left };
  }

  private async take(language: string, viewer: string, limit: number) {
    let taken = await this.marks.take(language, viewer, limit);
    if (!taken) {
      await this.loadPool(language);
      taken = (await this.marks.take(language, viewer, limit)) ?? { ids: [], unseenBefore: 0 };
    }
    const posts = await this.postsWithIds(taken.ids);
    if (posts.length < taken.ids.length) {
      const found = new Set(posts.map((p) => p.id));
      await this.marks.dropFromPool(
        language,
        taken.ids.filter((id) => !found.has(id)),
      );
    }
    return {
      ids: taken.ids,
      posts,
      left: Math.max(0, taken.unseenBefore - taken.ids.length),
    };
  }

  forgetOldestSeen(language: string, viewer: string, keep: number): Promise<number> {
    return this.marks.forgetOldest(language, viewer, keep);
  }

  markSeen(language: string, viewer: string, postIds: string[]): Promise<void> {
    return this.marks.mark(language, viewer, postIds);
  }

  count(language: string): Promise<number> {
    return this.db.manager.countBy(ExplorePostEntity, { language });
  }

  private async loadPool(language: string): Promise<void> {
    const newest = await sqlRows<PoolPost>(
      this.db,
      `SELECT "id", "createdAt" FROM "explore_posts" WHERE "language" = $1
       ORDER BY "createdAt" DESC LIMIT $2`,
      [language, EXPLORE_POOL_SIZE],
    );
    await this.marks.loadPool(language, newest);
  }

  async findPost(id: string): Promise<StoredExplorePost | null> {
    if (!z.uuid().safeParse(id).success) return null;
    const [post] = await this.postsWithIds([id]);
    return post ?? null;
  }

  /** The posts with these ids, in this order: kept rows, and the others read in one statement. */
  private async postsWithIds(ids: string[]): Promise<StoredExplorePost[]> {
    const found = new Map<string, StoredExplorePost>();
    const missing: string[] = [];
    for (const id of ids) {
      const kept = this.postsById.get(id);
      if (kept) found.set(id, kept);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const rows = await sqlRows<StoredExplorePost>(
        this.db,
        `SELECT ${COLUMNS} FROM "explore_posts" WHERE "id" = ANY($1::uuid[])`,
        [missing],
      );
      for (const row of rows) found.set(row.id, this.keep(row));
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  private keep(row: StoredExplorePost): StoredExplorePost {
    const frozen = Object.freeze(row);
    this.postsById.set(row.id, frozen);
    return frozen;
  }
}

function hashOf(content: string): string {
  return createHash('sha256').update(content.trim().toLowerCase()).digest('hex');
}
