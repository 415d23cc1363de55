import type { ExplorePost } from '@agora/contracts';
import { useHost } from '@agora/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLikedPostIds } from '../reactions/liked-post-ids';
import { LIKES_KEY, SAVES_KEY } from '../reactions/reaction-keys';
import { reactionsFullText } from '../reactions/reactions-full';
import { toggleReaction } from '../reactions/toggle-reaction';
import { readBookmarks, writeBookmark } from './bookmarks';
import type { PostActions } from './post-actions';

/** Like, bookmark, share and chat for feed posts; like and bookmark need sign-in and follow the server's answer. */
export function usePostActions(onExplore?: (post: ExplorePost) => void) {
  const host = useHost();
  const { t } = useTranslation('feed');
  const queryClient = useQueryClient();
  const likedOnServer = useLikedPostIds(Boolean(host.user));
  // The server's answer to this page's own toggles wins over the (possibly stale) likes list.
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [bookmarks, setBookmarks] = useState<string[]>(() => readBookmarks());

  const requireSignIn = useCallback(
    (what: 'like' | 'save') => {
      if (host.user) return true;
      host.toast({
        title: t('signIn.title'),
        description: t(what === 'like' ? 'signIn.like' : 'signIn.save'),
      });
      return false;
    },
    [host, t],
  );

  const like = useCallback(
    async (post: ExplorePost) => {
      if (!requireSignIn('like')) return;
      try {
        const on = await toggleReaction('like', post);
        setToggled((prev) => new Map(prev).set(post.id, on));
        void queryClient.invalidateQueries({ queryKey: LIKES_KEY });
      } catch (error) {
        host.toast({
          title: t('error'),
          description: reactionsFullText(t, 'like', error) ?? t('errors.like'),
          variant: 'destructive',
        });
      }
    },
    [host, queryClient, requireSignIn, t],
  );

  const save = useCallback(
    async (post: ExplorePost) => {
      if (!requireSignIn('save')) return;
      try {
        const on = await toggleReaction('save', post);
        setBookmarks(writeBookmark(post.id, on));
        void queryClient.invalidateQueries({ queryKey: SAVES_KEY });
      } catch (error) {
        host.toast({
          title: t('error'),
          description: reactionsFullText(t, 'save', error) ?? t('errors.bookmark'),
          variant: 'destructive',
        });
      }
    },
    [host, queryClient, requireSignIn, t],
  );

  const share = useCallback(
    async (post: ExplorePost) => {
      const text = `${post.author}: ${post.content}`;
      try {
        if (navigator.share) await navigator.share({ title: post.author, text });
        else {
          await navigator.clipboard.writeText(text);
          host.toast({ title: t('post.copied') });
        }
      } catch {
        // The user closed the share sheet.
      }
    },
    [host, t],
  );

  return (post: ExplorePost): PostActions => ({
    liked: toggled.get(post.id) ?? likedOnServer.has(post.id),
    saved: bookmarks.includes(post.id),
    onLike: () => void like(post),
    onSave: () => void save(post),
    onShare: () => void share(post),
    onChat: () => host.openChat(post.author),
    ...(onExplore ? { onExplore: () => onExplore(post) } : {}),
  });
}
