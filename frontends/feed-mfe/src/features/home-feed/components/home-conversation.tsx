import type { HomeFeedConversation } from '@agora/contracts';
import { useEffect, useRef } from 'react';
import { useConversationReplies } from '../hooks/use-conversation-replies';
import { EarlierRepliesButton } from './earlier-replies-button';
import { HomePostCard, type HomePostHandlers } from './home-post-card';

/**
 * A top-level post and its conversation: the newest replies, and 'Show earlier replies' while older
 * ones are left. When the last of them arrives the button goes, and the focus moves to the replies,
 * which now begin with the first one.
 */
export function HomeConversation({
  post,
  handlers,
  waiting,
}: {
  post: HomeFeedConversation;
  handlers: HomePostHandlers;
  waiting: boolean;
}) {
  const { replies, earlier } = useConversationReplies(post);
  const repliesRef = useRef<HTMLDivElement>(null);
  const pressed = useRef(false);
  const hasEarlier = earlier.remaining > 0;

  useEffect(() => {
    if (hasEarlier || !pressed.current) return;
    pressed.current = false;
    // Only the focus the button took with it: not when the learner has moved on meanwhile.
    if (document.activeElement === document.body) repliesRef.current?.focus();
  }, [hasEarlier]);

  return (
    <HomePostCard
      post={{ ...post, replies }}
      // A reply read from the earlier pages is not in the feed's tree: its comments wait here.
      handlers={{
        ...handlers,
        comment: (parent, content) => handlers.comment(parent, content, post.id),
      }}
      waiting={waiting}
      repliesRef={repliesRef}
      earlier={
        hasEarlier && (
          <EarlierRepliesButton
            earlier={{
              ...earlier,
              load: () => {
                pressed.current = true;
                earlier.load();
              },
            }}
          />
        )
      }
    />
  );
}
