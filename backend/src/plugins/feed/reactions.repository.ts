import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

export type Reaction = 'like' | 'save';

export interface ReactionTarget {
  postId: string;
  postContent: string;
  postAuthor: string;
  postTopic: string;
}

export interface StoredReaction extends ReactionTarget {
  id: string;
  createdAt: Date;
}

const TABLE: Record<Reaction, string> = { like: 'post_likes', save: 'post_saves' };

/** SQL of likes, saves, asked questions and the activity they make up. */
@Injectable()
export class ReactionsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Removes the reaction when present, else adds it with the given post fields or, when none are
   * given, those the server already holds for that post (another reaction of the user, or the pool).
   */
  toggle(
    kind: Reaction,
    userId: string,
    postId: string,
    given: Partial<Omit<ReactionTarget, 'postId'>>,
  ): Promise<'on' | 'off' | 'unknown-post'> {
    const table = TABLE[kind];
    return this.db.transaction(async (tx) => {
      const removed: unknown[] = await tx.query(
        `DELETE FROM "${table}" WHERE "userId" = $1 AND "postId" = $2 RETURNING "id"`,
        [userId, postId],
      );
      // DELETE ... RETURNING through the pg driver comes back as [rows, count].
      const removedRows = Array.isArray(removed[0]) ? (removed[0] as unknown[]) : removed;
      if (removedRows.length > 0) return 'off';
      const known: Omit<ReactionTarget, 'postId'>[] =
        given.postContent && given.postAuthor
          ? []
          : await tx.query(
              `SELECT "postContent", "postAuthor", "postTopic" FROM "post_likes" WHERE "userId" = $1 AND "postId" = $2
               UNION ALL
               SELECT "postContent", "postAuthor", "postTopic" FROM "post_saves" WHERE "userId" = $1 AND "postId" = $2
               UNION ALL
               SELECT "content", "author", "topic" FROM "explore_posts" WHERE "id"::text = $2
               LIMIT 1`,
              [userId, postId],
            );
      const postContent = given.postContent ?? known[0]?.postContent;
      const postAuthor = given.postAuthor ?? known[0]?.postAuthor;
      if (!postContent || !postAuthor) return 'unknown-post';
      const postTopic = given.postTopic || known[0]?.postTopic || 'General Knowledge';
      await tx.query(
        `INSERT INTO "${table}" ("userId", "postId", "postContent", "postAuthor", "postTopic")
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT ("userId", "postId") DO NOTHING`,
        [userId, postId, postContent, postAuthor, postTopic],
      );
      return 'on';
    });
  }

  list(kind: Reaction, userId: string): Promise<StoredReaction[]> {
    return this.db.query(
      `SELECT "id", "postId", "postContent", "postAuthor", "postTopic", "createdAt"
       FROM "${TABLE[kind]}" WHERE "userId" = $1 ORDER BY "createdAt" DESC, "id" LIMIT 500`,
      [userId],
    );
  }

  activity(
    userId: string,
  ): Promise<{ id: string; action: Reaction; postAuthor: string; timestamp: Date }[]> {
    return this.db.query(
      `SELECT "id", 'like' AS "action", "postAuthor", "createdAt" AS "timestamp" FROM "post_likes" WHERE "userId" = $1
       UNION ALL
       SELECT "id", 'save' AS "action", "postAuthor", "createdAt" AS "timestamp" FROM "post_saves" WHERE "userId" = $1
       ORDER BY "timestamp" DESC LIMIT 200`,
      [userId],
    );
  }

  async recordQuestion(userId: string, question: string): Promise<void> {
    await this.db.query(`INSERT INTO "explore_questions" ("userId", "question") VALUES ($1, $2)`, [
      userId,
      question,
    ]);
  }

  async counts(userId: string): Promise<{ likes: number; saves: number; questions: number }> {
    const [row] = await this.db.query(
      `SELECT (SELECT count(*) FROM "post_likes" WHERE "userId" = $1)::int AS "likes",
              (SELECT count(*) FROM "post_saves" WHERE "userId" = $1)::int AS "saves",
              (SELECT count(*) FROM "explore_questions" WHERE "userId" = $1)::int AS "questions"`,
      [userId],
    );
    return row as { likes: number; saves: number; questions: number };
  }
}
