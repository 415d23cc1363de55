import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { LikeToggleResult } from '@agora/contracts';
import { DataSource, type EntityManager, In, Repository } from 'typeorm';
import { HomeFeedLikeEntity, HomeFeedPostEntity } from './home-feed.entities';
import {
  type EarlierRepliesFrom,
  type EarlierRepliesPage,
  type FeedCursor,
  type FigurePostDraft,
  HomeFeedRepository,
  type NewestReplies,
  type NewLearnerPost,
  type ReplyWrite,
  type StoredPost,
} from './home-feed.repository';

@Injectable()
export class TypeOrmHomeFeedRepository extends HomeFeedRepository {
  constructor(
    @InjectRepository(HomeFeedPostEntity) private readonly posts: Repository<HomeFeedPostEntity>,
    @InjectRepository(HomeFeedLikeEntity) private readonly likes: Repository<HomeFeedLikeEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    super();
  }

  findById(id: string): Promise<StoredPost | null> {
    return this.posts.findOneBy({ id });
  }

  insertLearnerPost(post: NewLearnerPost): Promise<StoredPost> {
    return this.posts.save(
      this.posts.create({
        userId: post.userId,
        username: post.username,
        content: post.content,
        language: post.language,
        topics: post.topics,
        parentPostId: post.parent?.id ?? null,
        rootPostId: post.parent ? (post.parent.rootPostId ?? post.parent.id) : null,
      }),
    );
  }

  insertFigurePosts(
    requestedBy: string,
    language: string,
    drafts: FigurePostDraft[],
  ): Promise<StoredPost[]> {
    return this.dataSource.transaction((manager) =>
      manager.save(
        drafts.map((d) =>
          manager.create(HomeFeedPostEntity, { ...figureFields(d), language, requestedBy }),
        ),
      ),
    );
  }

  async delete(id: string): Promise<void> {
    await this.posts.delete({ id });
  }

  topLevel(limit: number, after: FeedCursor | null): Promise<StoredPost[]> {
    const query = this.posts.createQueryBuilder('p').where('p.parentPostId IS NULL');
    if (after)
      query.andWhere('(p.createdAt, p.id) < (:at, :id)', { at: after.createdAt, id: after.id });
    return query.orderBy('p.createdAt', 'DESC').addOrderBy('p.id', 'DESC').take(limit).getMany();
  }

  async newestReplies(rootIds: string[], perRoot: number): Promise<NewestReplies> {
    if (rootIds.length === 0) return { replies: [], totals: new Map() };
    // One statement, so the counts and the replies agree: per conversation its count, and its newest
    // replies through the ("rootPostId", "createdAt") index, then each conversation oldest first.
    const rows = await this.dataSource.query<(HomeFeedPostEntity & { total: number })[]>(
      `SELECT w.*, c.total
         FROM unnest($1::uuid[]) AS root(id)
         CROSS JOIN LATERAL (
           SELECT count(*)::int AS total FROM home_feed_posts WHERE "rootPostId" = root.id
         ) c
         CROSS JOIN LATERAL (
           SELECT * FROM home_feed_posts WHERE "rootPostId" = root.id
           ORDER BY "createdAt" DESC, id DESC LIMIT $2
         ) w
        ORDER BY w."rootPostId", w."createdAt", w.id`,
      [rootIds, perRoot],
    );
    const totals = new Map<string, number>();
    for (const row of rows) if (row.rootPostId) totals.set(row.rootPostId, row.total);
    return { replies: rows.map(storedPost), totals };
  }

  async earlierReplies(
    rootId: string,
    from: EarlierRepliesFrom,
    limit: number,
  ): Promise<EarlierRepliesPage> {
    const before = 'before' in from ? from.before : null;
    const skip = 'skipNewest' in from ? from.skipNewest : 0;
    // The replies older than the position (all of them without one): the page is the newest
    // `limit` past the newest `skip` of those, and `older` counts them all, in the same statement.
    const rows = await this.dataSource.query<
      (HomeFeedPostEntity & { positionAt: string; older: number })[]
    >(
      `SELECT page.*, (
           SELECT count(*)::int FROM home_feed_posts q
            WHERE q."rootPostId" = $1
              AND ($2::timestamptz IS NULL OR (q."createdAt", q.id) < ($2::timestamptz, $3::uuid))
         ) AS older
         FROM (
           SELECT p.*, p."createdAt"::text AS "positionAt" FROM home_feed_posts p
            WHERE p."rootPostId" = $1
              AND ($2::timestamptz IS NULL OR (p."createdAt", p.id) < ($2::timestamptz, $3::uuid))
            ORDER BY p."createdAt" DESC, p.id DESC OFFSET $4 LIMIT $5
         ) page
        ORDER BY page."createdAt", page.id`,
      [rootId, before?.at ?? null, before?.id ?? null, skip, limit],
    );
    const first = rows[0];
    return {
      replies: rows.map(storedPost),
      oldest: first ? { at: first.positionAt, id: first.id } : null,
      remaining: first ? Math.max(0, first.older - skip - rows.length) : 0,
    };
  }

  async repliesBefore(reply: StoredPost, limit: number): Promise<StoredPost[]> {
    if (!reply.rootPostId) return [];
    // Compared in SQL: a learner's post is stored to the microsecond, which a JS Date rounds away.
    const rows = await this.dataSource.query<HomeFeedPostEntity[]>(
      `SELECT * FROM (
         SELECT p.* FROM home_feed_posts p, home_feed_posts own
          WHERE own.id = $2 AND p."rootPostId" = $1
            AND (p."createdAt", p.id) < (own."createdAt", own.id)
          ORDER BY p."createdAt" DESC, p.id DESC LIMIT $3
       ) earlier
       ORDER BY earlier."createdAt", earlier.id`,
      [reply.rootPostId, reply.id, limit],
    );
    return rows.map(storedPost);
  }

  async directReplyCounts(postIds: string[]): Promise<Map<string, number>> {
    if (postIds.length === 0) return new Map();
    const rows = await this.dataSource.query<{ id: string; n: number }[]>(
      `SELECT "parentPostId" AS id, count(*)::int AS n FROM home_feed_posts
        WHERE "parentPostId" = ANY($1::uuid[]) GROUP BY "parentPostId"`,
      [postIds],
    );
    return new Map(rows.map((r) => [r.id, r.n]));
  }

  async likedAmong(userId: string, postIds: string[]): Promise<Set<string>> {
    if (postIds.length === 0) return new Set();
    const rows = await this.likes.findBy({ userId, postId: In(postIds) });
    return new Set(rows.map((r) => r.postId));
  }

  async topicsOf(userId: string, limit: number): Promise<string[]> {
    const rows = await this.dataSource.query<{ topic: string }[]>(
      `SELECT DISTINCT t.topic FROM (
         SELECT unnest(p.topics) AS topic, p."createdAt" AS at FROM home_feed_posts p
           WHERE p."userId" = $1
         UNION ALL
         SELECT unnest(p.topics), l."createdAt" FROM home_feed_likes l
           JOIN home_feed_posts p ON p.id = l."postId" WHERE l."userId" = $1
         ORDER BY at DESC LIMIT $2
       ) t`,
      [userId, limit],
    );
    return rows.map((r) => r.topic);
  }

  toggleLike(postId: string, userId: string): Promise<LikeToggleResult | null> {
    return this.dataSource.transaction(async (manager) => {
      // The post's row lock puts concurrent toggles of one post in a line.
      const locked = await manager.query<unknown[]>(
        `SELECT id FROM home_feed_posts WHERE id = $1 FOR UPDATE`,
        [postId],
      );
      if (locked.length === 0) return null;
      const removed = await manager.delete(HomeFeedLikeEntity, { postId, userId });
      const liked = !removed.affected;
      if (liked) await manager.insert(HomeFeedLikeEntity, { postId, userId });
      const [row] = await manager.query<{ likes: number }[]>(
        `WITH counted AS (
           UPDATE home_feed_posts
              SET likes = (SELECT count(*) FROM home_feed_likes WHERE "postId" = $1)
            WHERE id = $1 RETURNING likes
         ) SELECT likes FROM counted`,
        [postId],
      );
      return { liked, likes: Number(row?.likes ?? 0) };
    });
  }

  writeFigureReplies(postId: string, replies: FigurePostDraft[]): Promise<ReplyWrite> {
    return this.dataSource.transaction(async (manager) => {
      const post = await lockPost(manager, postId);
      if (!post) return { status: 'gone' };
      if (post.repliesWrittenAt) return { status: 'already' };
      const rootPostId = post.rootPostId ?? post.id;
      // One transaction gives every row the same now(): each reply gets its own instant, after the
      // post, so they read in the order written (a later voice answers the ones before it).
      const after = Math.max(Date.now(), post.createdAt.getTime() + 1);
      const written = await manager.save(
        replies.map((r, i) =>
          manager.create(HomeFeedPostEntity, {
            ...figureFields(r),
            language: post.language,
            parentPostId: post.id,
            rootPostId,
            createdAt: new Date(after + i),
          }),
        ),
      );
      await manager.update(HomeFeedPostEntity, { id: post.id }, { repliesWrittenAt: new Date() });
      return { status: 'written', posts: written };
    });
  }
}

function lockPost(manager: EntityManager, id: string): Promise<HomeFeedPostEntity | null> {
  return manager
    .createQueryBuilder(HomeFeedPostEntity, 'p')
    .setLock('pessimistic_write')
    .where('p.id = :id', { id })
    .getOne();
}

/** A raw row of `home_feed_posts` as the rules see it (without the columns a query added). */
function storedPost(row: HomeFeedPostEntity): StoredPost {
  return {
    id: row.id,
    rootPostId: row.rootPostId,
    parentPostId: row.parentPostId,
    userId: row.userId,
    username: row.username,
    isAiResponse: row.isAiResponse,
    aiAuthor: row.aiAuthor,
    aiAvatar: row.aiAvatar,
    aiSpecialty: row.aiSpecialty,
    content: row.content,
    language: row.language,
    topics: row.topics,
    likes: row.likes,
    repliesWrittenAt: row.repliesWrittenAt,
    createdAt: row.createdAt,
  };
}

function figureFields(d: FigurePostDraft): Partial<HomeFeedPostEntity> {
  return {
    isAiResponse: true,
    aiAuthor: d.author,
    aiAvatar: d.avatar,
    aiSpecialty: d.specialty,
    content: d.content,
    topics: d.topics,
  };
}
