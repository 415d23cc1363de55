import type { GroupMessagesPage } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Spec 02 §4: the message list refreshes every 3 s (the socket room is the fast path). */
export const GROUP_MESSAGES_POLL_MS = 3000;

const EMPTY: GroupMessagesPage = { messages: [], nextCursor: null };

/** A page of a group's history: the newest, or the one before `before` (a `nextCursor`). */
export const getGroupMessagesPage = (id: string, before?: string) =>
  apiRequest<GroupMessagesPage>(
    'GET',
    `/api/group-chats/${encodeURIComponent(id)}/messages${before ? `?before=${encodeURIComponent(before)}` : ''}`,
  );

/** The newest page; a failed fetch reads as an empty list (spec 02 §8). */
export const getGroupMessages = (id: string) => getGroupMessagesPage(id).catch(() => EMPTY);

export const getGroupMessagesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/group-chats', id, 'messages'],
    queryFn: () => getGroupMessages(id),
    refetchInterval: GROUP_MESSAGES_POLL_MS,
  });

export const useGroupMessages = (id: string) => useQuery(getGroupMessagesQueryOptions(id));
