import type { HomeFeedPost } from '@agora/contracts';
import { toastError, useHost } from '@agora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReactedPostIds } from '../../../lib/reactions/get-reacted-post-ids';
import { reactionsFullText } from '../../../lib/reactions/reactions-full';
import { useToggleReaction } from '../../../lib/reactions/toggle-reaction';
import { useCreatePost } from '../api/create-post';
import { useDeletePost } from '../api/delete-post';
import { useToggleLike } from '../api/toggle-like';
import type { HomePostHandlers } from '../components/home-post-card';
import { rootIdOf } from '../lib/feed-counts';
import type { AiWaiting } from './use-ai-waiting';

/** Who wrote a post, as the Saved Posts list shows it. */
const authorOf = (post: HomeFeedPost) => post.aiAuthor ?? post.user?.username ?? '—';

/**
 * What each card can do: comment (starting the wait for the figures' answers), like through the
 * server, save to Saved Posts (the button shows whether it is saved), chat, delete one's own.
 */
export function useHomePostHandlers(posts: HomeFeedPost[], waiting: AiWaiting): HomePostHandlers {
  const { t } = useTranslation('feed');
  const host = useHost();
  const createPost = useCreatePost();
  const toggleLike = useToggleLike();
  const toggleSave = useToggleReaction('save');
  const deletePost = useDeletePost();
  const saved = useReactedPostIds('save', Boolean(host.user));
  const [commentingOn, setCommentingOn] = useState<string | null>(null);

  const signedIn = (what: 'like' | 'save') => {
    if (host.user) return true;
    host.toast({
      title: t('homeFeed.signInRequired'),
      description: what === 'like' ? t('homeFeed.signInToLike') : t('signIn.save'),
    });
    return false;
  };

  return {
    userId: host.user?.id ?? null,
    commentingOn,
    commentPending: createPost.isPending,
    toggleComment: (id) => setCommentingOn((open) => (open === id ? null : id)),
    comment: async (parent, content, rootId) => {
      waiting.afterComment(rootId ?? rootIdOf(posts, parent.id));
      try {
        await createPost.mutateAsync({
          content,
          language: host.settings.language,
          parentPostId: parent.id,
        });
        setCommentingOn(null);
      } catch (error) {
        waiting.stopWaiting();
        toastError(t('homeFeed.createFailed'));
        throw error;
      }
    },
    like: (id) => {
      if (signedIn('like'))
        toggleLike.mutate(id, { onError: () => toastError(t('homeFeed.likeFailed')) });
    },
    isSaved: (id) => saved.has(id),
    save: (post) => {
      if (!signedIn('save')) return;
      toggleSave.mutate(
        { id: post.id, content: post.content, author: authorOf(post), topic: '' },
        {
          onSuccess: (on) =>
            host.toast(
              on
                ? { title: t('reactions.saved'), description: t('reactions.savedText') }
                : { title: t('reactions.unsaved'), description: t('reactions.unsavedText') },
            ),
          onError: (error) =>
            toastError(reactionsFullText(t, 'save', error) ?? t('errors.bookmark')),
        },
      );
    },
    chat: (author) => host.openChat(author),
    remove: (id) =>
      deletePost.mutate(id, { onError: () => toastError(t('homeFeed.deleteFailed')) }),
  };
}
