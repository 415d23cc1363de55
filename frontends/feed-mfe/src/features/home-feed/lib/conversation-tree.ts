import type { HomeFeedPost } from '@agora/contracts';

/** Replies and everything nested under them, flat, each without its own `replies`. */
export function flattenReplies(replies: readonly HomeFeedPost[]): HomeFeedPost[] {
  return replies.flatMap((r) => [{ ...r, replies: [] }, ...flattenReplies(r.replies)]);
}

/** The server's order of a conversation: by time, then id. */
const byTime = (a: HomeFeedPost, b: HomeFeedPost) =>
  a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : 1;

/** The id of the oldest of these replies (nested ones too); null when there are none. */
export function oldestReplyId(replies: readonly HomeFeedPost[]): string | null {
  return flattenReplies(replies).sort(byTime)[0]?.id ?? null;
}

/**
 * A conversation's replies as a tree: the newest ones the feed shows together with the earlier
 * pages read, each reply once, under its parent when that is shown, else directly under the post
 * (its `parentPostId` still names the parent, whose page has not been read yet).
 */
export function conversationTree(
  root: HomeFeedPost,
  earlier: readonly HomeFeedPost[],
): HomeFeedPost[] {
  if (earlier.length === 0) return root.replies;
  const byId = new Map<string, HomeFeedPost>();
  for (const reply of earlier) byId.set(reply.id, { ...reply, replies: [] });
  // The feed's copy wins: it is re-read most often.
  for (const reply of flattenReplies(root.replies)) byId.set(reply.id, reply);
  const children = new Map<string, HomeFeedPost[]>();
  for (const reply of [...byId.values()].sort(byTime)) {
    const under = reply.parentPostId && byId.has(reply.parentPostId) ? reply.parentPostId : root.id;
    const siblings = children.get(under) ?? [];
    siblings.push(reply);
    children.set(under, siblings);
  }
  const build = (post: HomeFeedPost): HomeFeedPost => ({
    ...post,
    replies: (children.get(post.id) ?? []).map(build),
  });
  return (children.get(root.id) ?? []).map(build);
}
