import { apiRequest } from '@agora/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIKES_KEY, REACTION_PATHS, SAVES_KEY } from './reaction-keys';
import type { ReactionKind } from './toggle-reaction';

/** Under the list's key: whatever re-reads the list (a toggle) re-reads the ids too. */
export const reactedPostIdsKey = (kind: ReactionKind) => [
  ...(kind === 'like' ? LIKES_KEY : SAVES_KEY),
  'ids',
];

/** GET /api/user/likes/ids or /api/user/saves/ids: the ids of every post the user liked or saved. */
export const getReactedPostIds = (kind: ReactionKind) =>
  apiRequest<string[]>('GET', `${REACTION_PATHS[kind]}/ids`);

export const reactedPostIdsQueryOptions = (kind: ReactionKind) =>
  queryOptions({
    queryKey: reactedPostIdsKey(kind),
    queryFn: () => getReactedPostIds(kind),
    staleTime: 0,
  });

/**
 * Which posts the signed-in user liked (saved), for the buttons of any list: every one, however
 * many pages the list has (an empty set for a visitor or while loading).
 */
export function useReactedPostIds(kind: ReactionKind, enabled = true): ReadonlySet<string> {
  const query = useQuery({
    ...reactedPostIdsQueryOptions(kind),
    enabled,
    select: (ids) => new Set(ids),
  });
  return query.data ?? EMPTY;
}

const EMPTY: ReadonlySet<string> = new Set();
