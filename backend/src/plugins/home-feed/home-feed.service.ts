import { Injectable } from '@nestjs/common';
import {
  type CreateHomeFeedPost,
  type GenerateMoreBody,
  type GenerateMoreResult,
  HOME_FEED_PAGE_SIZE,
  HOME_FEED_REPLIES_SHOWN,
  type HomeFeedConversationPage,
  type HomeFeedEarlierReplies,
  type HomeFeedEarlierRepliesQuery,
  type HomeFeedPost,
  type LikeToggleResult,
} from '@agora/contracts';
import type { AuthUser } from '../../core/auth/auth-user';
import { decodeReplyCursor, encodeReplyCursor } from './home-feed.cursor';
import { NotYourPost, PostNotFound } from './home-feed.errors';
import { ReplyRequests } from './home-feed.jobs';
import { HomeFeedNotifier } from './home-feed.notifier';
import { GENERATE_MORE_COUNT, HomeFeedQuota } from './home-feed.quota';
import { type FeedCursor, HomeFeedRepository, type StoredPost } from './home-feed.repository';
import { type FeedReading, toConversations, toFeedPost, toReadPosts } from './home-feed.views';
import { HomeFeedAi } from './home-feed-ai.port';
import { topicsOf } from './post-topics';

const READER_TOPICS = 40;

/** The home feed's rules: who may post, comment, like, delete and ask for more. */
@Injectable()
export class HomeFeedService {
  constructor(
    private readonly posts: HomeFeedRepository,
    private readonly replies: ReplyRequests,
    private readonly ai: HomeFeedAi,
    private readonly notifier: HomeFeedNotifier,
    private readonly quota: HomeFeedQuota,
  ) {}

  /**
   * A page of the community feed, the reader's topics first within it, newest otherwise; each post
   * with the newest replies of its conversation and the count of earlier ones.
   */
  async feed(
    reader: AuthUser,
    cursor?: string,
    language = 'en',
  ): Promise<HomeFeedConversationPage> {
    const top = await this.posts.topLevel(HOME_FEED_PAGE_SIZE + 1, parseCursor(cursor));
    const page = top.slice(0, HOME_FEED_PAGE_SIZE);
    const [newest, topics] = await Promise.all([
      this.posts.newestReplies(
        page.map((p) => p.id),
        HOME_FEED_REPLIES_SHOWN,
      ),
      this.posts.topicsOf(reader.id, READER_TOPICS),
    ]);
    const reading = await this.readingOf(reader, [...page, ...newest.replies], language);
    const last = page.at(-1);
    return {
      posts: toConversations(
        rankFor(page, new Set(topics)),
        newest.replies,
        newest.totals,
        reading,
      ),
      nextCursor: top.length > HOME_FEED_PAGE_SIZE && last ? formatCursor(last) : null,
    };
  }

  /**
   * A page of the replies of a conversation older than those the feed shows (without a cursor) or
   * than the page before (its `nextCursor`), oldest first.
   */
  async earlierReplies(
    reader: AuthUser,
    postId: string,
    query: HomeFeedEarlierRepliesQuery,
    language = 'en',
  ): Promise<HomeFeedEarlierReplies> {
    const root = await this.requirePost(postId);
    // Replies are read by their conversation, whose id is its top-level post's.
    if (root.parentPostId) throw new PostNotFound();
    const page = await this.posts.earlierReplies(
      root.id,
      query.cursor
        ? { before: decodeReplyCursor(query.cursor) }
        : { skipNewest: HOME_FEED_REPLIES_SHOWN },
      query.limit,
    );
    const reading = await this.readingOf(reader, page.replies, language);
    return {
      replies: toReadPosts(page.replies, reading),
      earlierReplies: page.remaining,
      nextCursor: page.remaining > 0 && page.oldest ? encodeReplyCursor(page.oldest) : null,
    };
  }

  /** Stores a post or comment and asks the workers for figure replies to it. */
  async create(user: AuthUser, body: CreateHomeFeedPost): Promise<HomeFeedPost> {
    const parent = body.parentPostId ? await this.requirePost(body.parentPostId) : null;
    await this.quota.takePost(user.id);
    const post = await this.posts.insertLearnerPost({
      userId: user.id,
      username: user.firstName?.trim() || 'Learner',
      content: body.content,
      language: body.language,
      topics: topicsOf(body.content),
      parent: parent ? { id: parent.id, rootPostId: parent.rootPostId } : null,
    });
    await this.replies.requestReplies(post.id);
    return toFeedPost(post);
  }

  /** Authors delete their own posts (and with them the conversation below). */
  async remove(user: AuthUser, id: string): Promise<void> {
    const post = await this.requirePost(id);
    if (post.userId !== user.id) throw new NotYourPost();
    await this.posts.delete(id);
  }

  async toggleLike(user: AuthUser, id: string): Promise<LikeToggleResult> {
    const result = await this.posts.toggleLike(id, user.id);
    if (!result) throw new PostNotFound();
    return result;
  }

  /** New figure posts on the topics of the feed, by figures not already in it. */
  async generateMore(
    user: AuthUser,
    body: GenerateMoreBody,
    apiKey?: string,
  ): Promise<GenerateMoreResult> {
    await this.quota.takeGenerated(user.id, GENERATE_MORE_COUNT);
    const drafts = await this.ai.morePosts({
      topics: body.topics,
      count: GENERATE_MORE_COUNT,
      excludeAuthors: body.existingAuthors,
      language: body.language,
      userId: user.id,
      apiKey,
    });
    const stored = drafts.length
      ? await this.posts.insertFigurePosts(user.id, body.language, drafts)
      : [];
    if (stored.length)
      this.notifier.announce({ kind: 'posts', parentPostId: null, count: stored.length });
    return { posts: stored.map((p) => toFeedPost(p, false, 0, body.language)) };
  }

  private async readingOf(
    reader: AuthUser,
    posts: StoredPost[],
    language: string,
  ): Promise<FeedReading> {
    const ids = posts.map((p) => p.id);
    const [liked, replyCounts] = await Promise.all([
      this.posts.likedAmong(reader.id, ids),
      this.posts.directReplyCounts(ids),
    ]);
    return { liked, replyCounts, language };
  }

  private async requirePost(id: string): Promise<StoredPost> {
    const post = await this.posts.findById(id);
    if (!post) throw new PostNotFound();
    return post;
  }
}

/** Posts sharing more of the reader's topics first; ties keep the newest-first order. */
function rankFor(posts: StoredPost[], readerTopics: ReadonlySet<string>): StoredPost[] {
  if (readerTopics.size === 0) return posts;
  const score = (p: StoredPost) => p.topics.filter((t) => readerTopics.has(t)).length;
  return posts
    .map((post, i) => ({ post, i, s: score(post) }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((x) => x.post);
}

function formatCursor(post: StoredPost): string {
  return `${post.createdAt.toISOString()}_${post.id}`;
}

function parseCursor(cursor: string | undefined): FeedCursor | null {
  if (!cursor) return null;
  const at = cursor.lastIndexOf('_');
  const createdAt = new Date(cursor.slice(0, at));
  return Number.isNaN(createdAt.getTime()) ? null : { createdAt, id: cursor.slice(at + 1) };
}
