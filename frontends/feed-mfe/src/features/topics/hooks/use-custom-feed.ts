import type { ExplorePost } from '@agora/contracts';
import { useHost } from '@agora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fallbackPosts } from '../../../lib/posts/built-in-posts';
import { cachePosts } from '../../../lib/posts/post-cache';
import { useGenerateCustomPosts } from '../api/generate-custom-posts';
import { DEFAULT_TOPIC } from '../lib/topic-list';

/** The chosen topics and the feed made from them (null until generated); a failure shows fallbacks. */
export function useCustomFeed() {
  const { t } = useTranslation('feed');
  const host = useHost();
  const generate = useGenerateCustomPosts();
  const [topics, setTopics] = useState<string[]>([]);
  const [posts, setPosts] = useState<ExplorePost[] | null>(null);

  const load = async () => {
    try {
      const result = await generate.mutateAsync(topics.length > 0 ? topics : [DEFAULT_TOPIC]);
      cachePosts(result.posts);
      setPosts(result.posts);
    } catch {
      host.toast({ title: t('error'), description: t('errors.custom'), variant: 'destructive' });
      setPosts(fallbackPosts(t));
    }
  };

  return {
    topics,
    setTopics,
    posts,
    busy: generate.isPending,
    generate: () => void load(),
    changeTopics: () => setPosts(null),
  };
}
