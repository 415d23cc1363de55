import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { LikeToggleResult } from '@agora/contracts';
import { DataSource, type EntityManager, In, Repository } from 'typeorm';
import { HomeFeedLikeEntity, HomeFeedPostEntity } from './home-feed.entities';
import {
  type FeedCursor,
  type FigurePostDraft,
  HomeFeedRepository,
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

  async repliesUnder(rootIds: string[], perRoot: number): Promise<StoredPost[]> {
    if (rootIds.length === 0) return [];
    // The first `perRoot` replies of each conversation, oldest first.
    const ranked = await this.dataSource.query<{ id: string }[]>(
      `SELECT id FROM (
         SELECT id, row_number() OVER (PARTITION BY "rootPostId" ORDER BY "createdAt", id) AS n
         FROM home_feed_posts WHERE "rootPostId" = ANY($1::uuid[])
       ) r WHERE n <= $2`,
      [rootIds, perRoot],
    );
    if (ranked.length === 0) return [];
    return this.posts.find({
      where: { id: In(ranked.map((r) => r.id)) },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
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
