import type { ChatSummary } from '@agora/contracts';
import { apiResponse } from '@agora/ui';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

/** A page of the history; the server sends the next page's cursor in this header. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

export interface ChatsPage {
  chats: ChatSummary[];
  nextCursor: string | null;
}

export const getChats = async (cursor: string | null): Promise<ChatsPage> => {
  const query = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  const { data, headers } = await apiResponse<ChatSummary[]>('GET', `/api/chats${query}`);
  return { chats: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) };
};

export const getChatsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['/api/chats'],
    queryFn: ({ pageParam }) => getChats(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The signed-in user's chat history, most recently active first, a page at a time (not for visitors). */
export const useChats = (enabled: boolean) =>
  useInfiniteQuery({ ...getChatsQueryOptions(), enabled });
