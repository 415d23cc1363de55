import type { HomeFeedConversation, HomeFeedPost } from '@agora/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { earlierRepliesKey, useEarlierReplies } from '../api/get-earlier-replies';
import { conversationTree, oldestReplyId } from '../lib/conversation-tree';

/** The earlier replies of a conversation: how many are left to read, and reading the next page. */
export interface EarlierReplies {
  /** Replies older than those shown (0: the whole conversation is shown). */
  remaining: number;
  loading: boolean;
  failed: boolean;
  load(): void;
}

/**
 * A conversation as shown: the newest replies the feed carries, with the earlier ones the learner
 * asked for, a page at a time ('Show earlier replies'), each once and in its place.
 */
export function useConversationReplies(post: HomeFeedConversation): {
  replies: HomeFeedPost[];
  earlier: EarlierReplies;
} {
  const queryClient = useQueryClient();
  // Pages read before (the card was shown again) are shown again, and kept up to date.
  const [asked, setAsked] = useState(
    () => queryClient.getQueryData(earlierRepliesKey(post.id)) !== undefined,
  );
  const query = useEarlierReplies(post.id, asked);
  const pages = query.data?.pages;
  const replies = useMemo(
    () => conversationTree(post, pages?.flatMap((page) => page.replies) ?? []),
    [post, pages],
  );

  // New replies push the feed's oldest out: the pages read before would leave a gap below the
  // feed's replies, so they are read again (the first from just before the feed's replies).
  const oldestShown = oldestReplyId(post.replies);
  const readAgain = useEffectEvent(() => {
    if (asked && pages) void query.refetch();
  });
  useEffect(() => readAgain(), [oldestShown]);

  const last = pages?.at(-1);
  return {
    replies,
    earlier: {
      remaining: last ? last.earlierReplies : post.earlierReplies,
      loading: (asked && query.isPending && query.isFetching) || query.isFetchingNextPage,
      failed: query.isError,
      load: () => {
        if (query.isFetching) return;
        if (!asked) setAsked(true);
        else if (!pages) void query.refetch();
        else void query.fetchNextPage();
      },
    },
  };
}
