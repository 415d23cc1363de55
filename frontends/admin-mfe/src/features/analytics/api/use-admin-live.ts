import {
  ADMIN_ACTIVITY_EVENT,
  ADMIN_ACTIVITY_TABS_LIMIT,
  ADMIN_CHANNEL,
  ADMIN_ROOM_ID,
} from '@agora/contracts/src/admin-constants';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { connectRealtime } from '../../../lib/realtime-socket';
import type { AdminActivity, AdminPage } from './admin-types';
import { getAdminAnalyticsQueryOptions } from './get-admin-analytics';

/** Numbers are re-read at most this often while events stream in. */
const REFRESH_THROTTLE_MS = 2_000;

/**
 * The admin room: each new activity is put at the top of the activity lists at once, and the
 * numbers (and, for a purchase, the transactions) are re-read. `connected` is true only while the
 * socket is connected and the server let it into the room.
 */
export function useAdminLive(): { connected: boolean } {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    const socket = connectRealtime();
    const refresh = throttledRefresh(queryClient);
    socket.on('connect', () =>
      socket.emit('join', { channel: ADMIN_CHANNEL, id: ADMIN_ROOM_ID }, (ack?: { ok: boolean }) =>
        setConnected(ack?.ok === true),
      ),
    );
    socket.on('disconnect', () => setConnected(false));
    socket.on(ADMIN_ACTIVITY_EVENT, (item: AdminActivity) => {
      queryClient.setQueriesData<AdminPage<AdminActivity>>(
        { queryKey: ['/api/admin/activity'] },
        (page) => page && prepend(page, item),
      );
      refresh(item.type === 'purchase');
    });
    return () => {
      refresh.cancel();
      socket.close();
    };
  }, [queryClient]);

  return { connected };
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
  refresh.cancel = () => clearTimeout(timer);
  return refresh;
}
