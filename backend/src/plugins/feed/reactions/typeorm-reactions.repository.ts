import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { sqlRow, sqlRows } from '../../../core/database/sql';
import { ExploreQuestionEntity, PostLikeEntity, PostSaveEntity } from '../feed.entities';
import {
  type ActivityRow,
  type Reaction,
  ReactionsRepository,
  type ReactionTarget,
  type StoredReaction,
} from './reactions.repository';

const ENTITY = { like: PostLikeEntity, save: PostSaveEntity } as const;

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
  ): Promise<'on' | 'off' | 'unknown-post'> {
    const entity = ENTITY[kind];
    return this.db.transaction(async (tx) => {
      // Toggles of one user's reaction to one post run one after another, so each sees the last.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1), hashtext($2))', [
        `${kind}:${userId}`,
        postId,
      ]);
      const removed = await tx.delete(entity, { userId, postId });
      if ((removed.affected ?? 0) > 0) return 'off';
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

  list(kind: Reaction, userId: string): Promise<StoredReaction[]> {
    return this.db.manager.find(ENTITY[kind], {
      where: { userId },
      order: { createdAt: 'DESC', id: 'ASC' },
      take: 500,
    });
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
