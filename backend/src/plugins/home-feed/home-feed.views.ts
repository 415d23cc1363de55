import type { HomeFeedPost } from '@agora/contracts';
import { specialtyIn } from '../../ai';
import type { StoredPost } from './home-feed.repository';

/** Nests replies under their parents and maps rows to the spec's post shape, for a reader of `language`. */
export function toFeedPosts(
  top: StoredPost[],
  replies: StoredPost[],
  liked: ReadonlySet<string>,
  language: string,
): HomeFeedPost[] {
  const children = new Map<string, StoredPost[]>();
  for (const reply of replies) {
    if (!reply.parentPostId) continue;
    const list = children.get(reply.parentPostId) ?? [];
    list.push(reply);
    children.set(reply.parentPostId, list);
  }
  const build = (post: StoredPost): HomeFeedPost => {
    const own = children.get(post.id) ?? [];
    return {
      ...toFeedPost(post, liked.has(post.id), own.length, language),
      replies: own.map(build),
    };
  };
  return top.map(build);
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
