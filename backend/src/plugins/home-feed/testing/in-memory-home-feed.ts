import { randomUUID } from 'node:crypto';
import type { HomeFeedUpdate, LikeToggleResult } from '@agora/contracts';
import type { KeysetPosition } from '../../../core/paging/keyset-cursor';
import { ReplyRequests } from '../home-feed.jobs';
import { HomeFeedNotifier } from '../home-feed.notifier';
import { PostingTooFast } from '../home-feed.errors';
import {
  GENERATED_PER_MINUTE,
  HomeFeedQuota,
  POSTS_PER_MINUTE,
  QUOTA_REFUSALS,
} from '../home-feed.quota';
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
} from '../home-feed.repository';
import { type FigureReplyRequest, HomeFeedAi, type MorePostsRequest } from '../home-feed-ai.port';

/** Posts and likes in memory, with the same done-marker rule as the database. */
export class InMemoryHomeFeedRepository extends HomeFeedRepository {
  readonly rows: StoredPost[] = [];
  readonly likes = new Set<string>();
  private clock = Date.now();

  async findById(id: string) {
    return this.rows.find((r) => r.id === id) ?? null;
  }
  async insertLearnerPost(post: NewLearnerPost) {
    return this.add({
      userId: post.userId,
      username: post.username,
      content: post.content,
      language: post.language,
      topics: post.topics,
      parentPostId: post.parent?.id ?? null,
      rootPostId: post.parent ? (post.parent.rootPostId ?? post.parent.id) : null,
    });
  }
  async insertFigurePosts(_requestedBy: string, language: string, posts: FigurePostDraft[]) {
    return posts.map((d) => this.add({ ...figure(d), language }));
  }
  async delete(id: string) {
    for (let i = this.rows.length - 1; i >= 0; i--) {
      const r = this.rows[i]!;
      if (r.id === id || r.rootPostId === id || r.parentPostId === id) this.rows.splice(i, 1);
    }
  }
  async topLevel(limit: number, after: FeedCursor | null) {
    return this.rows
      .filter((r) => !r.parentPostId && (!after || r.createdAt < after.createdAt))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, limit);
  }
  async newestReplies(rootIds: string[], perRoot: number): Promise<NewestReplies> {
    const totals = new Map<string, number>();
    const replies = rootIds.flatMap((id) => {
      const all = this.conversation(id);
      if (all.length) totals.set(id, all.length);
      return all.slice(-perRoot);
    });
    return { replies, totals };
  }
  async earlierReplies(
    rootId: string,
    from: EarlierRepliesFrom,
    limit: number,
  ): Promise<EarlierRepliesPage> {
    const all = this.conversation(rootId);
    const older =
      'before' in from
        ? all.filter((r) => before(r, from.before))
        : all.slice(0, Math.max(0, all.length - from.skipNewest));
    const replies = older.slice(-limit);
    const oldest = replies[0];
    return {
      replies,
      oldest: oldest ? { at: oldest.createdAt.toISOString(), id: oldest.id } : null,
      remaining: older.length - replies.length,
    };
  }
  async repliesBefore(reply: StoredPost, limit: number) {
    if (!reply.rootPostId) return [];
    const position = { at: reply.createdAt.toISOString(), id: reply.id };
    return this.conversation(reply.rootPostId)
      .filter((r) => before(r, position))
      .slice(-limit);
  }
  async directReplyCounts(postIds: string[]) {
    const counts = new Map<string, number>();
    for (const r of this.rows)
      if (r.parentPostId && postIds.includes(r.parentPostId))
        counts.set(r.parentPostId, (counts.get(r.parentPostId) ?? 0) + 1);
    return counts;
  }
  async likedAmong(userId: string, postIds: string[]) {
    return new Set(postIds.filter((id) => this.likes.has(`${id}:${userId}`)));
  }
  async topicsOf(userId: string) {
    return this.rows.filter((r) => r.userId === userId).flatMap((r) => r.topics);
  }
  async toggleLike(postId: string, userId: string): Promise<LikeToggleResult | null> {
    const post = await this.findById(postId);
    if (!post) return null;
    const key = `${postId}:${userId}`;
    const liked = !this.likes.delete(key);
    if (liked) this.likes.add(key);
    post.likes = [...this.likes].filter((k) => k.startsWith(`${postId}:`)).length;
    return { liked, likes: post.likes };
  }
  async writeFigureReplies(postId: string, replies: FigurePostDraft[]): Promise<ReplyWrite> {
    const post = await this.findById(postId);
    if (!post) return { status: 'gone' };
    if (post.repliesWrittenAt) return { status: 'already' };
    post.repliesWrittenAt = new Date();
    const posts = replies.map((d) =>
      this.add({
        ...figure(d),
        language: post.language,
        parentPostId: post.id,
        rootPostId: post.rootPostId ?? post.id,
      }),
    );
    return { status: 'written', posts };
  }

  /** Every reply of a conversation, oldest first. */
  private conversation(rootId: string): StoredPost[] {
    return this.rows
      .filter((r) => r.rootPostId === rootId)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
  }

  private add(fields: Partial<StoredPost>): StoredPost {
    this.clock += 1000;
    const row: StoredPost = {
      id: randomUUID(),
      rootPostId: null,
      parentPostId: null,
      userId: null,
      username: null,
      isAiResponse: false,
      aiAuthor: null,
      aiAvatar: null,
      aiSpecialty: null,
      content: '',
      language: 'en',
      topics: [],
      likes: 0,
      repliesWrittenAt: null,
      createdAt: new Date(this.clock),
      ...fields,
    };
    this.rows.push(row);
    return row;
  }
}

/** Whether a reply comes before a position, in the database's (createdAt, id) order. */
function before(r: StoredPost, position: KeysetPosition): boolean {
  const at = new Date(position.at).getTime();
  const t = r.createdAt.getTime();
  return t < at || (t === at && r.id < position.id);
}

function figure(d: FigurePostDraft): Partial<StoredPost> {
  return {
    isAiResponse: true,
    aiAuthor: d.author,
    aiAvatar: d.avatar,
    aiSpecialty: d.specialty,
    content: d.content,
    topics: d.topics,
  };
}

/** Figures that quote the learner back, or fail when told to. */
export class ScriptedHomeFeedAi extends HomeFeedAi {
  failing = false;
  readonly asked: FigureReplyRequest[] = [];

  async replies(request: FigureReplyRequest): Promise<FigurePostDraft[]> {
    this.asked.push(request);
    if (this.failing) throw new Error('provider down');
    return ['Marie Curie', 'Isaac Newton'].map((author) => ({
      author,
      avatar: '🔬',
      specialty: 'Science',
      content: `@${request.post.username} about "${request.post.content}"`,
      topics: [],
    }));
  }
  async morePosts(request: MorePostsRequest): Promise<FigurePostDraft[]> {
    return Array.from({ length: request.count }, (_, i) => ({
      author: `Figure ${i}`,
      avatar: '📜',
      specialty: request.topics[0] ?? 'History',
      content: `More about ${request.topics.join(', ')}`,
      topics: request.topics,
    }));
  }
}

export class RecordingNotifier extends HomeFeedNotifier {
  readonly updates: HomeFeedUpdate[] = [];
  announce(update: HomeFeedUpdate): void {
    this.updates.push(update);
  }
}

export class RecordingReplyRequests extends ReplyRequests {
  readonly requested: string[] = [];
  async requestReplies(postId: string): Promise<void> {
    this.requested.push(postId);
  }
}

/** The per-minute allowances counted in memory (no clock: a test's minute never ends). */
export class CountingHomeFeedQuota extends HomeFeedQuota {
  private readonly posts = new Map<string, number>();
  private readonly generated = new Map<string, number>();

  async takePost(userId: string): Promise<void> {
    take(this.posts, userId, 1, POSTS_PER_MINUTE, QUOTA_REFUSALS.posts);
  }

  async takeGenerated(userId: string, count: number): Promise<void> {
    take(this.generated, userId, count, GENERATED_PER_MINUTE, QUOTA_REFUSALS.generated);
  }
}

function take(
  taken: Map<string, number>,
  userId: string,
  count: number,
  limit: number,
  refusal: string,
): void {
  const next = (taken.get(userId) ?? 0) + count;
  if (next > limit) throw new PostingTooFast(refusal, 60);
  taken.set(userId, next);
}
