import type { HomeFeedPost } from '@agora/contracts';
import { useEffect, useState } from 'react';
import { COMMENT_WAIT_MS, isWaiting, POST_WAIT_MS, startWait, type Wait } from '../lib/ai-waiting';
import { countAiPosts, newestAiPostAt } from '../lib/feed-counts';

/**
 * The feed's 'waiting for AI' states: one after a post (20 s, ends when more figure posts appear in
 * the feed) and one per post after a comment (15 s, ends when a figure reply newer than those seen
 * before appears under it: the feed shows a conversation's newest replies only, so their number
 * may stay the same as new ones arrive).
 */
export function useAiWaiting(posts: readonly HomeFeedPost[]) {
  // `postId`: the post being answered, once the server has stored it.
  const [feedWait, setFeedWait] = useState<Wait & { postId?: string }>();
  const [postWaits, setPostWaits] = useState<Record<string, Wait>>({});
  const [now, setNow] = useState(() => Date.now());

  const total = countAiPosts(posts);
  const under = (postId: string) =>
    newestAiPostAt(posts.find((p) => p.id === postId)?.replies ?? []);

  // Re-render when the next window closes, so indicators end on time even if nothing arrives.
  const deadlines = [feedWait, ...Object.values(postWaits)]
    .map((w) => w?.until ?? 0)
    .filter((until) => until > now);
  const next = deadlines.length ? Math.min(...deadlines) : 0;
  useEffect(() => {
    if (!next) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), next - Date.now() + 10);
    return () => clearTimeout(timer);
  }, [next]);

  // A full first page drops its oldest post as a new one arrives, so the feed-wide count may not
  // grow: replies under the new post also end the wait.
  const feedWaiting =
    isWaiting(feedWait, total, now) && !(feedWait?.postId && under(feedWait.postId) > 0);
  const waitingPosts = new Set(
    Object.entries(postWaits)
      .filter(([id, wait]) => isWaiting(wait, under(id), now))
      .map(([id]) => id),
  );
  return {
    feedWaiting,
    isPostWaiting: (postId: string) => waitingPosts.has(postId),
    anyWaiting: feedWaiting || waitingPosts.size > 0,
    afterPost: () => {
      setNow(Date.now());
      setFeedWait(startWait(total, POST_WAIT_MS));
    },
    /** The post the feed-wide wait is for, once stored. */
    postStored: (postId: string) => setFeedWait((wait) => wait && { ...wait, postId }),
    /** A post or comment failed: nothing is coming. */
    stopWaiting: () => {
      setFeedWait(undefined);
      setPostWaits({});
    },
    afterComment: (rootPostId: string) => {
      setNow(Date.now());
      setPostWaits((prev) => ({
        ...prev,
        [rootPostId]: startWait(under(rootPostId), COMMENT_WAIT_MS),
      }));
    },
  };
}

/** The waits in progress and how to start or end them. */
export type AiWaiting = ReturnType<typeof useAiWaiting>;
