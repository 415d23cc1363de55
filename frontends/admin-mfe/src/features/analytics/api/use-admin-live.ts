import {
  ADMIN_ACTIVITY_EVENT,
  ADMIN_ACTIVITY_TABS_LIMIT,
  ADMIN_CHANNEL,
  ADMIN_ROOM_ID,
} from '@agora/contracts/src/admin-constants';
import { useRealtimeEvent, useRealtimeRoom } from '@agora/ui';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { AdminActivity, AdminPage } from './admin-types';
import { getAdminAnalyticsQueryOptions } from './get-admin-analytics';

/** Numbers are re-read at most this often while events stream in. */
const REFRESH_THROTTLE_MS = 2_000;

/**
 * The admin room on the page's shared socket: each new activity is put at the top of the activity
 * lists at once, and the numbers (and, for a purchase, the transactions) are re-read. `connected`
 * is true only while the socket is connected and the server let it into the room.
 */
export function useAdminLive(): { connected: boolean } {
  const queryClient = useQueryClient();
  const refresh = useMemo(() => throttledRefresh(queryClient), [queryClient]);
  useEffect(() => () => refresh.cancel(), [refresh]);

  const room = useRealtimeRoom(ADMIN_CHANNEL, ADMIN_ROOM_ID, {});
  useRealtimeEvent<AdminActivity>(room.socket, ADMIN_ACTIVITY_EVENT, (item) => {
    queryClient.setQueriesData<AdminPage<AdminActivity>>(
      { queryKey: ['/api/admin/activity'] },
      (page) => page && prepend(page, item),
    );
    refresh(item.type === 'purchase');
  });

  return { connected: room.joined };
}

function prepend(page: AdminPage<AdminActivity>, item: AdminActivity): AdminPage<AdminActivity> {
  if (page.items.some((existing) => existing.id === item.id)) return page;
  return { ...page, items: [item, ...page.items].slice(0, ADMIN_ACTIVITY_TABS_LIMIT) };
}

function throttledRefresh(queryClient: QueryClient) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let purchases = false;
  const run = () => {
    timer = undefined;
    void queryClient.invalidateQueries({ queryKey: getAdminAnalyticsQueryOptions().queryKey });
    if (purchases) void queryClient.invalidateQueries({ queryKey: ['/api/admin/transactions'] });
    if (purchases) void queryClient.invalidateQueries({ queryKey: ['/api/admin/users'] });
    purchases = false;
  };
  const refresh = (purchase: boolean) => {
    purchases ||= purchase;
    timer ??= setTimeout(run, REFRESH_THROTTLE_MS);
  };
  /** Drops a pending re-read (on unmount); a later event starts a new one. */
  refresh.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    purchases = false;
  };
  return refresh;
}
