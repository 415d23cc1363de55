import type { ExplorePost, ThreadPost } from '@agora/contracts';

/**
 * A post shown in a thread: `deep-dive` posts come from the figures digging deeper (Refresh
 * replaces them); `conversation` posts are the learner's replies and the figures' answers to
 * them, which stay whatever is refreshed.
 */
export interface ThreadEntry {
  post: ExplorePost;
  kind: 'deep-dive' | 'conversation';
}

export const entriesOf = (
  kind: ThreadEntry['kind'],
  posts: readonly ExplorePost[],
): ThreadEntry[] => posts.map((post) => ({ post, kind }));

/** Refresh: fresh deep-dive posts first, then the whole conversation, in its order. */
export const refreshedEntries = (
  entries: readonly ThreadEntry[],
  fresh: readonly ExplorePost[],
): ThreadEntry[] => [
  ...entriesOf('deep-dive', fresh),
  ...entries.filter((entry) => entry.kind === 'conversation'),
];

/** A stored thread read back (a reload, Forward): its deep dive and conversation, in order. */
export const storedEntries = (posts: readonly ThreadPost[]): ThreadEntry[] =>
  posts.flatMap((post): ThreadEntry[] => {
    if (post.kind === 'original') return [];
    return [{ post, kind: post.kind === 'thread' ? 'deep-dive' : 'conversation' }];
  });
