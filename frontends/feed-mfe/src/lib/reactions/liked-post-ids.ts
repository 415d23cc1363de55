import { useQuery } from '@tanstack/react-query';
import { reactedPostsQueryOptions } from './get-reacted-posts';

/** Ids of the posts the signed-in user likes (an empty set for a visitor or while loading). */
export function useLikedPostIds(signedIn: boolean): ReadonlySet<string> {
  const query = useQuery({
    ...reactedPostsQueryOptions('like'),
    staleTime: Infinity,
    enabled: signedIn,
    select: (posts) => new Set(posts.map((post) => post.id)),
  });
  return query.data ?? EMPTY;
}

const EMPTY: ReadonlySet<string> = new Set();
