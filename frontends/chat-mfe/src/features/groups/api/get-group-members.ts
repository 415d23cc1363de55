import type { GroupMember } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getGroupMembers = (id: string) =>
  apiRequest<GroupMember[]>('GET', `/api/group-chats/${encodeURIComponent(id)}/members`);

export const getGroupMembersQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/group-chats', id, 'members'],
    queryFn: () => getGroupMembers(id),
  });

export const useGroupMembers = (id: string, enabled = true) =>
  useQuery({ ...getGroupMembersQueryOptions(id), enabled });
