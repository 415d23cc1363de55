import type { ExplorePost } from '@agora/contracts';
import { useHost } from '@agora/ui';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fallbackPosts, samplePosts } from '../../../lib/posts/built-in-posts';
import { cachePosts, readCachedPosts } from '../../../lib/posts/post-cache';
import { useGeneratePosts } from '../api/generate-posts';

/**
 * The historical feed (spec 01 §4): the five built-in samples first, then the generated feed;
 * a failure falls back to the cached posts ('Using cached content') or the built-in ones, and in
 * offline mode without a connection the cache is read without asking the server.
 */
export function useHistoricalFeed() {
  const { t } = useTranslation('feed');
  const host = useHost();
  const generate = useGeneratePosts();
  const [posts, setPosts] = useState<ExplorePost[]>(() => samplePosts(t));
  const requested = useRef(false);

  const showCached = (cached: ExplorePost[]) => {
    host.toast({ title: t('offline.cachedTitle'), description: t('offline.cached') });
    setPosts(cached);
  };

  const load = async (append: boolean) => {
    const cachedNow = readCachedPosts();
    if (host.settings.offlineMode && !navigator.onLine && cachedNow.length > 0) {
      showCached(cachedNow);
      return;
    }
    try {
      const result = await generate.mutateAsync();
      cachePosts(result.posts);
      setPosts((prev) => (append ? [...prev, ...result.posts] : result.posts));
    } catch {
      const cached = readCachedPosts();
      if (cached.length > 0) showCached(cached);
      else if (!append) setPosts(fallbackPosts(t));
    }
  };

  // The samples are replaced by the generated feed once, when the feed is first shown.
  const loadFirst = useEffectEvent(() => {
    if (requested.current) return;
    requested.current = true;
    void load(false);
  });
  useEffect(() => loadFirst(), []);

  return { posts, busy: generate.isPending, loadMore: () => void load(true) };
}
