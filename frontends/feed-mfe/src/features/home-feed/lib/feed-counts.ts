import type { HomeFeedPost } from '@agora/contracts';

/** Figure posts in these posts and everything nested under them. */
export function countAiPosts(posts: readonly HomeFeedPost[]): number {
  return posts.reduce((n, p) => n + (p.isAiResponse ? 1 : 0) + countAiPosts(p.replies), 0);
}

/**
 * When the newest figure post among these posts (and below them) was written, in ms since the
 * epoch; 0 when there is none. It grows with every new figure reply, also when the feed, showing a
 * conversation's newest replies only, lets an older one go for it.
 */
export function newestAiPostAt(posts: readonly HomeFeedPost[]): number {
  return posts.reduce(
    (newest, p) =>
      Math.max(newest, p.isAiResponse ? Date.parse(p.createdAt) : 0, newestAiPostAt(p.replies)),
    0,
  );
}

/** Spec: topics and authors for 'Generate more posts about these topics' come from the first 10 posts. */
export const TOPIC_SOURCE_POSTS = 10;
const MAX_TOPICS = 10;

export function feedTopics(posts: readonly HomeFeedPost[]): {
  topics: string[];
  existingAuthors: string[];
} {
  const first = posts.slice(0, TOPIC_SOURCE_POSTS);
  const all = first.flatMap((p) => [p, ...p.replies]);
  const topics = all.flatMap((p) =>
    p.isAiResponse && p.aiSpecialty ? [p.aiSpecialty] : keyWords(p.content),
  );
  const authors = all.flatMap((p) => (p.aiAuthor ? [p.aiAuthor] : []));
  return {
    topics: [...new Set(topics)].slice(0, MAX_TOPICS),
    existingAuthors: [...new Set(authors)],
  };
}

/** The two longest words of a learner's post: a rough subject when it names no specialty. */
function keyWords(text: string): string[] {
  const words = text.match(/\p{L}{5,}/gu) ?? [];
  return [...new Set(words.map((w) => w.toLowerCase()))]
    .sort((a, b) => b.length - a.length)
    .slice(0, 2);
}

/** The top-level post a post or nested reply belongs to. */
export function rootIdOf(posts: readonly HomeFeedPost[], postId: string): string {
  const contains = (p: HomeFeedPost): boolean => p.id === postId || p.replies.some(contains);
  return posts.find(contains)?.id ?? postId;
}
