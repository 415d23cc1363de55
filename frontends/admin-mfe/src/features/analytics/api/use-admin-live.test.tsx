import {
  ADMIN_ACTIVITY_EVENT,
  ADMIN_CHANNEL,
  ADMIN_ROOM_ID,
} from '@agora/contracts/src/admin-constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminActivity, AdminPage } from './admin-types';
import { useAdminLive } from './use-admin-live';

/** The page's shared socket (from @agora/ui): the test plays the server's events through it. */
const socket = await vi.hoisted(async () => (await import('@agora/ui/testing')).fakeSocket());
vi.mock('socket.io-client', () => ({ io: () => socket }));

const ROOM = { channel: ADMIN_CHANNEL, id: ADMIN_ROOM_ID };
const ACTIVITY_KEY = ['/api/admin/activity', 30];

function activity(id: string, type: AdminActivity['type'] = 'chat'): AdminActivity {
  const at = new Date(2026, 0, Number(id)).toISOString();
  return {
    id,
    type,
    action: type === 'purchase' ? 'Bought credits' : 'Started a chat',
    details: 'Socrates',
    userName: 'Ada',
    userId: 'u-1',
    amount: type === 'purchase' ? 1299 : null,
    timestamp: at,
    createdAt: at,
  };
}

let queryClient: QueryClient;

/** Renders the hook and lets the socket client load (it is imported on first use). */
async function renderLive() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const rendered = renderHook(() => useAdminLive(), { wrapper });
  await act(async () => undefined);
  return rendered;
}

const ids = () =>
  queryClient.getQueryData<AdminPage<AdminActivity>>(ACTIVITY_KEY)?.items.map((item) => item.id);
const spyOnInvalidate = () => vi.spyOn(queryClient, 'invalidateQueries');
const invalidated = (spy: ReturnType<typeof spyOnInvalidate>) =>
  spy.mock.calls.map(([filters]) => filters?.queryKey?.[0]);

beforeEach(() => {
  vi.useFakeTimers();
  socket.connected = true;
  socket.reset();
  socket.close.mockClear();
  socket.off.mockClear();
  queryClient = new QueryClient();
  queryClient.setQueryData<AdminPage<AdminActivity>>(ACTIVITY_KEY, {
    items: [activity('1')],
    nextCursor: null,
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useAdminLive', () => {
  it('joins the admin room on the shared socket and is connected once the server lets it in', async () => {
    const { result } = await renderLive();
    expect(socket.emitted).toEqual([{ event: 'join', payload: ROOM }]);
    expect(result.current).toEqual({ connected: true });
  });

  it('is offline while the socket is down and joins the room again when it comes back', async () => {
    const { result } = await renderLive();
    act(() => {
      socket.connected = false;
      socket.fire('disconnect');
    });
    expect(result.current.connected).toBe(false);
    act(() => {
      socket.connected = true;
      socket.fire('connect');
    });
    expect(socket.emitted).toEqual([
      { event: 'join', payload: ROOM },
      { event: 'join', payload: ROOM },
    ]);
    expect(result.current.connected).toBe(true);
  });

  it('puts a new activity at the top of the cached list at once and re-reads the numbers once, a little later', async () => {
    const invalidate = spyOnInvalidate();
    await renderLive();
    act(() => socket.fire(ADMIN_ACTIVITY_EVENT, activity('2')));
    act(() => socket.fire(ADMIN_ACTIVITY_EVENT, activity('2')));
    act(() => socket.fire(ADMIN_ACTIVITY_EVENT, activity('3')));
    expect(ids()).toEqual(['3', '2', '1']);
    expect(invalidate).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(invalidated(invalidate)).toEqual(['/api/admin/analytics']);
  });

  it('re-reads transactions and users too after a purchase', async () => {
    const invalidate = spyOnInvalidate();
    await renderLive();
    act(() => socket.fire(ADMIN_ACTIVITY_EVENT, activity('2', 'purchase')));
    expect(ids()).toEqual(['2', '1']);
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(invalidated(invalidate)).toEqual([
      '/api/admin/analytics',
      '/api/admin/transactions',
      '/api/admin/users',
    ]);
  });

  it('leaves the room, stops listening and lets go of the socket on unmount', async () => {
    const invalidate = spyOnInvalidate();
    const { unmount } = await renderLive();
    act(() => socket.fire(ADMIN_ACTIVITY_EVENT, activity('2')));
    socket.reset();
    unmount();
    expect(socket.emitted).toEqual([{ event: 'leave', payload: ROOM }]);
    expect(socket.off).toHaveBeenCalledWith(ADMIN_ACTIVITY_EVENT, expect.any(Function));
    expect(socket.close).toHaveBeenCalledOnce();
    socket.fire(ADMIN_ACTIVITY_EVENT, activity('3'));
    vi.advanceTimersByTime(2_000);
    expect(ids()).toEqual(['2', '1']);
    expect(invalidate).not.toHaveBeenCalled();
  });
});
