import type { ExplorePost } from '@agora/contracts';
import { statusOfError, useHost } from '@agora/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scriptedDeepDive } from '../../../lib/posts/built-in-posts';
import { useCreateRabbitHole } from '../api/create-rabbit-hole';
import { useGenerateRabbitHole } from '../api/generate-rabbit-hole';
import { rabbitHoleQueryOptions } from '../api/get-rabbit-hole';
import {
  entriesOf,
  refreshedEntries,
  storedEntries,
  type ThreadEntry,
} from '../lib/thread-entries';

const isLocal = (id: string) => id.startsWith('local-');

export interface ThreadOpening {
  /** The stored thread to read back (a reload or Forward), instead of opening a new one. */
  storedId?: string | null;
  /** Told the id of the thread once stored (not a local id). */
  onStored?(id: string): void;
}

/**
 * The thread opened from a post (spec 01 §4): a rabbit-hole record is created (a random local id
 * when it cannot be), then the figures dig deeper; a stored thread is read back instead (a new one
 * is opened when it cannot be). Deep Dive and More Posts add posts; Refresh replaces the deep-dive
 * posts and keeps the conversation.
 */
export function useRabbitHoleThread(original: ExplorePost, opening: ThreadOpening = {}) {
  const { t } = useTranslation('feed');
  const host = useHost();
  const queryClient = useQueryClient();
  const create = useCreateRabbitHole();
  const generate = useGenerateRabbitHole();
  const [holeId, setHoleId] = useState<string | null>(null);
  const [entries, setEntries] = useState<ThreadEntry[]>([]);
  const [reading, setReading] = useState(false);

  /** The figures' new posts; null when the stored thread is full (409), which the learner is told. */
  const dig = async (id: string | null, about: ExplorePost): Promise<ExplorePost[] | null> => {
    try {
      const rabbitHoleId = id && !isLocal(id) ? id : null;
      return (await generate.mutateAsync({ about, rabbitHoleId })).posts;
    } catch (error) {
      if (statusOfError(error) !== 409) return scriptedDeepDive(t);
      host.toast({ title: t('thread.full'), description: t('thread.fullLong') });
      return null;
    }
  };

  const resume = async (id: string): Promise<ThreadEntry[] | null> => {
    setReading(true);
    try {
      // Fresh: the thread may have grown since it was last read.
      const hole = await queryClient.fetchQuery({ ...rabbitHoleQueryOptions(id), staleTime: 0 });
      return storedEntries(hole.posts);
    } catch {
      return null;
    } finally {
      setReading(false);
    }
  };

  // Only the id given when the view opens is read back; the one it stores later is its own.
  const open = useEffectEvent(async (isCancelled: () => boolean) => {
    const storedId = opening.storedId;
    if (storedId) {
      const stored = await resume(storedId);
      if (isCancelled()) return;
      if (stored) {
        setHoleId(storedId);
        setEntries(stored);
        return;
      }
    }
    const id = await create.mutateAsync(original).then(
      (hole) => hole.id,
      () => `local-${crypto.randomUUID()}`,
    );
    if (isCancelled()) return;
    setHoleId(id);
    if (!isLocal(id)) opening.onStored?.(id);
    const posts = await dig(id, original);
    if (!isCancelled()) setEntries(entriesOf('deep-dive', posts ?? []));
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
    if (posts) setEntries((prev) => [...prev, ...entriesOf('deep-dive', posts)]);
  };

  return {
    holeId,
    entries,
    generating: generate.isPending || reading,
    deepDive: () => void deepen(entries.at(-1)?.post ?? original),
    morePosts: () => void deepen(original),
    refresh: async () => {
      const fresh = await dig(holeId, original);
      if (fresh) setEntries((prev) => refreshedEntries(prev, fresh));
    },
    addConversation: (posts: ExplorePost[]) =>
      setEntries((prev) => [...prev, ...entriesOf('conversation', posts)]),
  };
}
