import { explorePostSchema, type ExplorePost } from '@agora/contracts/src/feed';

const THREAD_HASH = /^#\/rabbit-hole\/([0-9a-f-]{36})$/i;

/**
 * Where an open thread lives in the address: its link form `#/rabbit-hole/{id}` on whichever
 * screen opened it (the same link a share gives; the shell rewrites the path form
 * `/rabbit-hole/{id}` to it), and, for a thread opened here, the post it came from in the history
 * entry's state (which the browser keeps over a reload, Back and Forward).
 */
export type ThreadInAddress =
  /** Opened from a post on this screen: the learner replies in it. `id` once it is stored. */
  | { kind: 'own'; original: ExplorePost; id: string | null }
  /** A share link: the stored thread, read-only. */
  | { kind: 'shared'; id: string };

export const threadHash = (id: string) => `#/rabbit-hole/${id.toLowerCase()}`;

export const threadIdIn = (hash: string): string | null =>
  THREAD_HASH.exec(hash)?.[1]?.toLowerCase() ?? null;

/** The history state of a thread opened from `original`. */
export const threadState = (original: ExplorePost) => ({ rabbitHole: original });

function originalIn(state: unknown): ExplorePost | null {
  if (typeof state !== 'object' || state === null || !('rabbitHole' in state)) return null;
  const parsed = explorePostSchema.safeParse(state.rabbitHole);
  return parsed.success ? parsed.data : null;
}

/** The thread an address shows, or null for the screen itself. */
export function threadInAddress(location: {
  hash: string;
  state: unknown;
}): ThreadInAddress | null {
  const id = threadIdIn(location.hash);
  const original = originalIn(location.state);
  if (original) return { kind: 'own', original, id };
  return id ? { kind: 'shared', id } : null;
}
