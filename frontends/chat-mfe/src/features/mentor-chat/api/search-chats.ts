import type { ChatSearchPage } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getChatsQueryOptions } from './get-chats';

export const searchChats = (q: string, cursor: string | null) => {
  const params = new URLSearchParams({ q });
  if (cursor) params.set('cursor', cursor);
  return apiRequest<ChatSearchPage>('GET', `/api/chats/search?${params.toString()}`);
};

// Under the history's key, so a rename or a new message refreshes the results too.
export const searchChatsQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...getChatsQueryOptions().queryKey, 'search', q],
    queryFn: ({ pageParam }) => searchChats(q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The learner's chats whose title or messages contain `q` (nothing is asked while `q` is blank). */
export const useSearchChats = (q: string) =>
  useInfiniteQuery({ ...searchChatsQueryOptions(q.trim()), enabled: q.trim().length > 0 });
