import { useQuery } from '@tanstack/react-query';
import { reactedPostIdsQueryOptions } from './get-reacted-post-ids';

/** Ids of the posts the signed-in user likes (an empty set for a visitor or while loading). */
export function useLikedPostIds(signedIn: boolean): ReadonlySet<string> {
  const query = useQuery({
    ...reactedPostIdsQueryOptions('like'),
    staleTime: Infinity,
    enabled: signedIn,
    select: (ids) => new Set(ids),
  });
  return query.data ?? EMPTY;
}

const EMPTY: ReadonlySet<string> = new Set();
