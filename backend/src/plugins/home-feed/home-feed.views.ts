import type { HomeFeedConversation, HomeFeedPost } from '@agora/contracts';
import { specialtyIn } from '../../ai';
import type { StoredPost } from './home-feed.repository';

/** What a reader sees on posts beside their text: what they like, reply counts, their language. */
export interface FeedReading {
  liked: ReadonlySet<string>;
  /** Direct replies of each post (absent: none). */
  replyCounts: ReadonlyMap<string, number>;
  language: string;
}

/**
 * Top-level posts with the replies shown of each conversation nested under their parents. A reply
 * whose parent is older than those shown sits under the top-level post (its `parentPostId` still
 * names the real parent), so nothing shown is dropped; `earlierReplies` counts what is not shown.
 */
export function toConversations(
  top: StoredPost[],
  replies: StoredPost[],
  totals: ReadonlyMap<string, number>,
  reading: FeedReading,
): HomeFeedConversation[] {
  const shown = new Set(replies.map((r) => r.id));
  const children = new Map<string, StoredPost[]>();
  const shownPerRoot = new Map<string, number>();
  for (const reply of replies) {
    const under =
      reply.parentPostId && shown.has(reply.parentPostId) ? reply.parentPostId : reply.rootPostId;
    if (!under || !reply.rootPostId) continue;
    const siblings = children.get(under) ?? [];
    siblings.push(reply);
    children.set(under, siblings);
    shownPerRoot.set(reply.rootPostId, (shownPerRoot.get(reply.rootPostId) ?? 0) + 1);
  }
  const build = (post: StoredPost): HomeFeedPost => ({
    ...toReadPost(post, reading),
    replies: (children.get(post.id) ?? []).map(build),
  });
  return top.map((post) => ({
    ...build(post),
    earlierReplies: Math.max(0, (totals.get(post.id) ?? 0) - (shownPerRoot.get(post.id) ?? 0)),
  }));
}

/** Posts as a reader sees them, flat (each one's `replies` empty). */
export function toReadPosts(posts: StoredPost[], reading: FeedReading): HomeFeedPost[] {
  return posts.map((post) => toReadPost(post, reading));
}

function toReadPost(post: StoredPost, reading: FeedReading): HomeFeedPost {
  return toFeedPost(
    post,
    reading.liked.has(post.id),
    reading.replyCounts.get(post.id) ?? 0,
    reading.language,
  );
}

/** `language`: the reader's; by default the post's own (its author was its first reader). */
export function toFeedPost(
  post: StoredPost,
  liked = false,
  comments = 0,
  language = post.language,
): HomeFeedPost {
  return {
    id: post.id,
    content: post.content,
    userId: post.userId,
    user: post.username ? { username: post.username } : null,
    isAiResponse: post.isAiResponse,
    aiAuthor: post.aiAuthor,
    aiAvatar: post.aiAvatar,
    // A figure's specialty in the reader's language: the community feed mixes posts of all languages.
    aiSpecialty:
      post.aiSpecialty && post.aiAuthor
        ? specialtyIn(language, post.aiAuthor, post.aiSpecialty)
        : post.aiSpecialty,
    parentPostId: post.parentPostId,
    likes: post.likes,
    comments,
    liked,
    createdAt: post.createdAt.toISOString(),
    replies: [],
  };
}
