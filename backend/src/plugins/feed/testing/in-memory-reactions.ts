import { randomUUID } from 'node:crypto';
import type { KeysetPosition } from '../../../core/paging/keyset-cursor';
import {
  type ActivityRow,
  type PositionedReaction,
  type Reaction,
  ReactionsRepository,
  type ReactionTarget,
  type StoredReaction,
} from '../reactions/reactions.repository';

/** Likes, saves and questions in memory, newest first like the TypeORM repository. */
export class InMemoryReactions extends ReactionsRepository {
  readonly rows: (StoredReaction & { kind: Reaction; userId: string })[] = [];
  readonly questions: { userId: string; question: string }[] = [];
  /** Posts the server holds outside reactions (the pool), by id. */
  readonly knownPosts = new Map<string, Omit<ReactionTarget, 'postId'>>();
  private clock = 0;

  async toggle(
    kind: Reaction,
    userId: string,
    postId: string,
    given: Partial<Omit<ReactionTarget, 'postId'>>,
    max: number,
  ): Promise<'on' | 'off' | 'unknown-post' | 'full'> {
    const at = this.rows.findIndex(
      (r) => r.kind === kind && r.userId === userId && r.postId === postId,
    );
    if (at >= 0) {
      this.rows.splice(at, 1);
      return 'off';
    }
    if (this.rows.filter((r) => r.kind === kind && r.userId === userId).length >= max)
      return 'full';
    const known =
      this.rows.find((r) => r.userId === userId && r.postId === postId) ??
      this.knownPosts.get(postId);
    const postContent = given.postContent ?? known?.postContent;
    const postAuthor = given.postAuthor ?? known?.postAuthor;
    if (!postContent || !postAuthor) return 'unknown-post';
    this.rows.push({
      id: randomUUID(),
      kind,
      userId,
      postId,
      postContent,
      postAuthor,
      postTopic: given.postTopic || known?.postTopic || 'General Knowledge',
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, this.clock++)),
    });
    return 'on';
  }

  async page(
    kind: Reaction,
    userId: string,
    limit: number,
    after: KeysetPosition | null,
  ): Promise<PositionedReaction[]> {
    const mine = this.newestFirst(userId)
      .filter((r) => r.kind === kind)
      .map((r) => ({ ...r, position: { at: r.createdAt.toISOString(), id: r.id } }));
    const start = after ? mine.findIndex((r) => r.position.at < after.at) : 0;
    return start < 0 ? [] : mine.slice(start, start + limit);
  }

  async postIds(kind: Reaction, userId: string, limit: number): Promise<string[]> {
    return this.newestFirst(userId)
      .filter((r) => r.kind === kind)
      .slice(0, limit)
      .map((r) => r.postId);
  }

  async activity(userId: string): Promise<ActivityRow[]> {
    return this.newestFirst(userId).map((r) => ({
      id: r.id,
      action: r.kind,
      postAuthor: r.postAuthor,
      timestamp: r.createdAt,
    }));
  }

  async recordQuestion(userId: string, question: string) {
    this.questions.push({ userId, question });
  }

  async counts(userId: string) {
    const mine = this.rows.filter((r) => r.userId === userId);
    return {
      likes: mine.filter((r) => r.kind === 'like').length,
      saves: mine.filter((r) => r.kind === 'save').length,
      questions: this.questions.filter((q) => q.userId === userId).length,
    };
  }

  private newestFirst(userId: string) {
    return this.rows
      .filter((r) => r.userId === userId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }
}
