import { Injectable } from '@nestjs/common';
import {
  type CreateHomeFeedPost,
  type GenerateMoreBody,
  type GenerateMoreResult,
  HOME_FEED_PAGE_SIZE,
  type HomeFeedPage,
  type HomeFeedPost,
  type LikeToggleResult,
} from '@agora/contracts';
import type { AuthUser } from '../../core/auth/auth-user';
import { NotYourPost, PostNotFound } from './home-feed.errors';
import { ReplyRequests } from './home-feed.jobs';
import { HomeFeedNotifier } from './home-feed.notifier';
import { GENERATE_MORE_COUNT, HomeFeedQuota } from './home-feed.quota';
import { type FeedCursor, HomeFeedRepository, type StoredPost } from './home-feed.repository';
import { toFeedPost, toFeedPosts } from './home-feed.views';
import { HomeFeedAi } from './home-feed-ai.port';
import { topicsOf } from './post-topics';

/** Replies shown per conversation; older ones beyond this are left out of the page. */
export const REPLIES_PER_CONVERSATION = 100;
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

  /** A page of the community feed, the reader's topics first within it, newest otherwise. */
  async feed(reader: AuthUser, cursor?: string, language = 'en'): Promise<HomeFeedPage> {
    const top = await this.posts.topLevel(HOME_FEED_PAGE_SIZE + 1, parseCursor(cursor));
    const page = top.slice(0, HOME_FEED_PAGE_SIZE);
    const [replies, topics] = await Promise.all([
      this.posts.repliesUnder(
        page.map((p) => p.id),
        REPLIES_PER_CONVERSATION,
      ),
      this.posts.topicsOf(reader.id, READER_TOPICS),
    ]);
    const liked = await this.posts.likedAmong(reader.id, [
      ...page.map((p) => p.id),
      ...replies.map((p) => p.id),
    ]);
    const last = page.at(-1);
    return {
      posts: toFeedPosts(rankFor(page, new Set(topics)), replies, liked, language),
      nextCursor: top.length > HOME_FEED_PAGE_SIZE && last ? formatCursor(last) : null,
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
