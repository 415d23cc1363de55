import type { ReactedPost } from '@agora/contracts';
import { useQuery } from '@tanstack/react-query';
import { LIKES_KEY } from './reaction-keys';

/** Ids of the posts the signed-in user likes (an empty set for a visitor or while loading). */
export function useLikedPostIds(signedIn: boolean): ReadonlySet<string> {
  const query = useQuery<ReactedPost[], Error, ReadonlySet<string>>({
    queryKey: LIKES_KEY,
    enabled: signedIn,
    select: (posts) => new Set(posts.map((post) => post.id)),
  });
  return query.data ?? EMPTY;
}

const EMPTY: ReadonlySet<string> = new Set();
