import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { runSql, sqlRows } from '../../../core/database/sql';
import { ExplorePostEntity, ExplorePostViewEntity } from '../feed.entities';
import {
  ExplorePoolRepository,
  type InsertedPosts,
  type NewExplorePost,
  type PostOrigin,
  type StoredExplorePost,
} from './explore-pool.repository';

const COLUMNS = `"id", "author", "avatar", "specialty", "content", "topic", "sources", "claimKind", "provider", "model", "createdAt"`;

@Injectable()
export class TypeOrmExplorePoolRepository extends ExplorePoolRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {
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
    return { posts: ordered, added: inserted.length };
  }

  async takeUnseen(
    language: string,
    viewer: string,
    limit: number,
  ): Promise<{ posts: StoredExplorePost[]; left: number }> {
    // Picks, marks and counts in one statement, so two concurrent calls never hand out one post
    // twice; the marks go to an unlogged table, so the read never waits on a WAL flush.
    const rows = await sqlRows<StoredExplorePost & { unseenBefore: number }>(
      this.db,
      `WITH unseen AS (
         SELECT p."id" FROM "explore_posts" p
         WHERE p."language" = $1
           AND NOT EXISTS (SELECT 1 FROM "explore_post_views" v WHERE v."viewer" = $2 AND v."postId" = p."id")
       ), picked AS (
         SELECT "id" FROM unseen ORDER BY random() LIMIT $3
       ), marked AS (
         INSERT INTO "explore_post_views" ("viewer", "postId") SELECT $2, "id" FROM picked
         ON CONFLICT DO NOTHING RETURNING "postId"
       )
       SELECT ${COLUMNS.split(', ')
         .map((c) => `p.${c}`)
         .join(', ')}, (SELECT count(*) FROM unseen)::int AS "unseenBefore"
       FROM "explore_posts" p JOIN marked m ON m."postId" = p."id"`,
      [language, viewer, limit],
    );
    const unseenBefore = rows[0]?.unseenBefore ?? 0;
    return {
      posts: rows.map(({ unseenBefore: _, ...post }) => post),
      left: Math.max(0, unseenBefore - rows.length),
    };
  }

  async forgetOldestSeen(language: string, viewer: string, keep: number): Promise<number> {
    const { affected } = await runSql(
      this.db,
      `DELETE FROM "explore_post_views" v USING "explore_posts" p
       WHERE v."postId" = p."id" AND p."language" = $1 AND v."viewer" = $2
         AND v."postId" NOT IN (
           SELECT v2."postId" FROM "explore_post_views" v2 JOIN "explore_posts" p2 ON p2."id" = v2."postId"
           WHERE v2."viewer" = $2 AND p2."language" = $1
           ORDER BY v2."seenAt" DESC LIMIT $3)`,
      [language, viewer, keep],
    );
    return affected;
  }

  async markSeen(viewer: string, postIds: string[]): Promise<void> {
    if (postIds.length === 0) return;
    await this.db
      .createQueryBuilder()
      .insert()
      .into(ExplorePostViewEntity)
      .values(postIds.map((postId) => ({ viewer, postId })))
      .orIgnore()
      .updateEntity(false)
      .execute();
  }

  count(language: string): Promise<number> {
    return this.db.manager.countBy(ExplorePostEntity, { language });
  }
}

function hashOf(content: string): string {
  return createHash('sha256').update(content.trim().toLowerCase()).digest('hex');
}
