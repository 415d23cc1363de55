import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { sqlRow, sqlRows } from '../../../core/database/sql';
import type { KeysetPosition } from '../../../core/paging/keyset-cursor';
import { ExploreQuestionEntity, PostLikeEntity, PostSaveEntity } from '../feed.entities';
import {
  type ActivityRow,
  type PositionedReaction,
  type Reaction,
  ReactionsRepository,
  type ReactionTarget,
  type StoredReaction,
} from './reactions.repository';

const ENTITY = { like: PostLikeEntity, save: PostSaveEntity } as const;
const TABLE = { like: 'post_likes', save: 'post_saves' } as const;

@Injectable()
export class TypeOrmReactionsRepository extends ReactionsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  toggle(
    kind: Reaction,
    userId: string,
    postId: string,
    given: Partial<Omit<ReactionTarget, 'postId'>>,
    max: number,
  ): Promise<'on' | 'off' | 'unknown-post' | 'full'> {
    const entity = ENTITY[kind];
    const table = TABLE[kind];
    return this.db.transaction(async (tx) => {
      // A user's toggles of one kind run one after another, so each sees the last, and the count
      // checked below is the count the insert adds to.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1), hashtext($2))', [
        `reactions:${kind}`,
        userId,
      ]);
      const removed = await tx.delete(entity, { userId, postId });
      if ((removed.affected ?? 0) > 0) return 'off';
      const held = await sqlRow<{ n: number }>(
        tx,
        `SELECT count(*)::int AS n FROM "${table}" WHERE "userId" = $1`,
        [userId],
      );
      if ((held?.n ?? 0) >= max) return 'full';
      const known =
        given.postContent && given.postAuthor
          ? null
          : await sqlRow<Omit<ReactionTarget, 'postId'>>(
              tx,
              `SELECT "postContent", "postAuthor", "postTopic" FROM "post_likes" WHERE "userId" = $1 AND "postId" = $2
               UNION ALL
               SELECT "postContent", "postAuthor", "postTopic" FROM "post_saves" WHERE "userId" = $1 AND "postId" = $2
               UNION ALL
               SELECT "content", "author", "topic" FROM "explore_posts" WHERE "id"::text = $2
               LIMIT 1`,
              [userId, postId],
            );
      const postContent = given.postContent ?? known?.postContent;
      const postAuthor = given.postAuthor ?? known?.postAuthor;
      if (!postContent || !postAuthor) return 'unknown-post';
      const postTopic = given.postTopic || known?.postTopic || 'General Knowledge';
      await tx
        .createQueryBuilder()
        .insert()
        .into(entity)
        .values({ userId, postId, postContent, postAuthor, postTopic })
        .orIgnore()
        .updateEntity(false)
        .execute();
      return 'on';
    });
  }

  async page(
    kind: Reaction,
    userId: string,
    limit: number,
    after: KeysetPosition | null,
  ): Promise<PositionedReaction[]> {
    // Newest first through the ("userId", "createdAt") index; the id orders reactions of one instant.
    const rows = await sqlRows<StoredReaction & { positionAt: string }>(
      this.db,
      `SELECT "id", "postId", "postContent", "postAuthor", "postTopic", "createdAt",
              "createdAt"::text AS "positionAt"
         FROM "${TABLE[kind]}"
        WHERE "userId" = $1
          AND ($2::timestamptz IS NULL OR ("createdAt", "id") < ($2::timestamptz, $3::uuid))
        ORDER BY "createdAt" DESC, "id" DESC
        LIMIT $4`,
      [userId, after?.at ?? null, after?.id ?? null, limit],
    );
    return rows.map(({ positionAt, ...row }) => ({
      ...row,
      position: { at: positionAt, id: row.id },
    }));
  }

  async postIds(kind: Reaction, userId: string, limit: number): Promise<string[]> {
    const rows = await sqlRows<{ postId: string }>(
      this.db,
      `SELECT "postId" FROM "${TABLE[kind]}" WHERE "userId" = $1
        ORDER BY "createdAt" DESC, "id" DESC LIMIT $2`,
      [userId, limit],
    );
    return rows.map((r) => r.postId);
  }

  activity(userId: string): Promise<ActivityRow[]> {
    return sqlRows<ActivityRow>(
      this.db,
      `SELECT "id", 'like' AS "action", "postAuthor", "createdAt" AS "timestamp" FROM "post_likes" WHERE "userId" = $1
       UNION ALL
       SELECT "id", 'save' AS "action", "postAuthor", "createdAt" AS "timestamp" FROM "post_saves" WHERE "userId" = $1
       ORDER BY "timestamp" DESC LIMIT 200`,
      [userId],
    );
  }

  async recordQuestion(userId: string, question: string): Promise<void> {
    await this.db.manager.insert(ExploreQuestionEntity, { userId, question });
  }

  async counts(userId: string): Promise<{ likes: number; saves: number; questions: number }> {
    const row = await sqlRow<{ likes: number; saves: number; questions: number }>(
      this.db,
      `SELECT (SELECT count(*) FROM "post_likes" WHERE "userId" = $1)::int AS "likes",
              (SELECT count(*) FROM "post_saves" WHERE "userId" = $1)::int AS "saves",
              (SELECT count(*) FROM "explore_questions" WHERE "userId" = $1)::int AS "questions"`,
      [userId],
    );
    return row ?? { likes: 0, saves: 0, questions: 0 };
  }
}
