import '../../../testing/register-chat-translations';
import { resetToasts, Toaster } from '@agora/ui';
import { fakeSocket, renderRoutesWithHost } from '@agora/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeChatApi } from '../../../testing/fake-chat-api';
import { GroupChatPage } from './group-chat-page';

const socket = fakeSocket();
vi.mock('socket.io-client', () => ({ io: () => socket }));

const routes = [
  {
    path: '/chats/:id',
    element: (
      <>
        <GroupChatPage />
        <Toaster />
      </>
    ),
  },
  { path: '/chats', element: <p>Chats hub</p> },
];
/** The signed-in test user is `user-1`; the group's creator is someone else unless told. */
const group = (createdBy = 'user-2') => ({
  id: 'g1',
  name: 'Physics',
  description: null,
  shareId: 'share-g1',
  createdBy,
  createdAt: '2026-01-01T10:00:00Z',
  memberCount: 2,
});
const roomOf = (createdBy?: string) => ({
  'GET /api/group-chats/g1': () => group(createdBy),
  'GET /api/group-chats/g1/messages': () => ({ messages: [], nextCursor: null }),
  'GET /api/group-chats/g1/members': () => [
    { id: 'a', role: 'admin', user: { id: 'user-2', username: 'Grace' } },
    { id: 'b', role: 'member', user: { id: 'user-1', username: 'Ada' } },
  ],
});

async function openMembers() {
  await userEvent.click(await screen.findByRole('button', { name: '2 members' }));
  return screen.findByRole('dialog', { name: 'Members' });
}

describe('leaving a study group', () => {
  afterEach(() => resetToasts());

  it('lets a member leave after confirming, then goes back to the chats hub', async () => {
    const { calls } = installFakeChatApi({
      ...roomOf(),
      'DELETE /api/group-chats/g1/members/me': () => ({ success: true }),
      'GET /api/group-chats': () => [],
    });
    const { recording, queryClient } = renderRoutesWithHost(routes, { path: '/chats/g1' });
    queryClient.setQueryData(['/api/group-chats'], [group()]);

    const members = await openMembers();
    await userEvent.click(within(members).getByRole('button', { name: 'Leave group' }));
    const confirm = await screen.findByRole('dialog', { name: 'Leave group' });
    expect(confirm).toHaveTextContent('Are you sure you want to leave "Physics"?');
    // Nothing is sent before the learner confirms.
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Leave group' }));

    expect(await screen.findByText('Chats hub')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/group-chats/g1/members/me',
    ]);
    expect(recording.navigations).toEqual(['/chats?tab=groups']);
    expect(recording.toasts).toEqual([{ title: 'You left the group' }]);
    expect(queryClient.getQueryState(['/api/group-chats'])?.isInvalidated).toBe(true);
  });

  it('does not offer leaving to the group’s creator', async () => {
    installFakeChatApi(roomOf('user-1'));
    renderRoutesWithHost(routes, { path: '/chats/g1' });
    const members = await openMembers();
    expect(await within(members).findByText('Admin')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave group' })).toBeNull();
  });

  it('stays in the room with an error toast when leaving fails', async () => {
    installFakeChatApi({
      ...roomOf(),
      'DELETE /api/group-chats/g1/members/me': () => ({
        status: 500,
        body: { statusCode: 500, message: 'boom' },
      }),
    });
    const { recording } = renderRoutesWithHost(routes, { path: '/chats/g1' });
    await userEvent.click(within(await openMembers()).getByRole('button', { name: 'Leave group' }));
    const confirm = await screen.findByRole('dialog', { name: 'Leave group' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Leave group' }));

    expect(await screen.findByText('Failed to leave the group')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(confirm).getByRole('button', { name: 'Leave group' })).toBeEnabled(),
    );
    expect(recording.navigations).toEqual([]);
    // Still in the room, behind the open dialog (hidden from the accessibility tree by it).
    expect(screen.getByRole('heading', { name: 'Physics', hidden: true })).toBeInTheDocument();
  });
});
