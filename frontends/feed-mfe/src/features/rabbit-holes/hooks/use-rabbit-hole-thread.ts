import type { ExplorePost } from '@agora/contracts';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scriptedDeepDive } from '../../../lib/posts/built-in-posts';
import { useCreateRabbitHole } from '../api/create-rabbit-hole';
import { useGenerateRabbitHole } from '../api/generate-rabbit-hole';
import { entriesOf, refreshedEntries, type ThreadEntry } from '../lib/thread-entries';

const isLocal = (id: string) => id.startsWith('local-');

/**
 * The thread opened from a post (spec 01 §4): a rabbit-hole record is created (a random local id
 * when it cannot be), then the figures dig deeper. Deep Dive and More Posts add posts; Refresh
 * replaces the deep-dive posts and keeps the conversation.
 */
export function useRabbitHoleThread(original: ExplorePost) {
  const { t } = useTranslation('feed');
  const create = useCreateRabbitHole();
  const generate = useGenerateRabbitHole();
  const [holeId, setHoleId] = useState<string | null>(null);
  const [entries, setEntries] = useState<ThreadEntry[]>([]);

  const dig = async (id: string | null, about: ExplorePost): Promise<ExplorePost[]> => {
    try {
      const rabbitHoleId = id && !isLocal(id) ? id : null;
      return (await generate.mutateAsync({ about, rabbitHoleId })).posts;
    } catch {
      return scriptedDeepDive(t);
    }
  };

  const open = useEffectEvent(async (isCancelled: () => boolean) => {
    const id = await create.mutateAsync(original).then(
      (hole) => hole.id,
      () => `local-${crypto.randomUUID()}`,
    );
    if (isCancelled()) return;
    setHoleId(id);
    const posts = await dig(id, original);
    if (!isCancelled()) setEntries(entriesOf('deep-dive', posts));
  });
  useEffect(() => {
    let cancelled = false;
    void open(() => cancelled);
    return () => {
      cancelled = true;
    };
  }, [original.id]);

  const deepen = async (about: ExplorePost) => {
    const posts = await dig(holeId, about);
    setEntries((prev) => [...prev, ...entriesOf('deep-dive', posts)]);
  };

  return {
    holeId,
    entries,
    generating: generate.isPending,
    deepDive: () => void deepen(entries.at(-1)?.post ?? original),
    morePosts: () => void deepen(original),
    refresh: async () => {
      const fresh = await dig(holeId, original);
      setEntries((prev) => refreshedEntries(prev, fresh));
    },
    addConversation: (posts: ExplorePost[]) =>
      setEntries((prev) => [...prev, ...entriesOf('conversation', posts)]),
  };
}
