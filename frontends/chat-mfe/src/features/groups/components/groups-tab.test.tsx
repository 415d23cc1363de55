import '../../../testing/register-chat-translations';
import { renderRoutesWithHost } from '@agora/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeChatApi } from '../../../testing/fake-chat-api';
import { GroupsTab } from './groups-tab';

const routes = [{ path: '/chats', element: <GroupsTab /> }];
const group = (id: string, name: string, createdBy: string) => ({
  id,
  name,
  description: 'We read Newton',
  shareId: `share-${id}`,
  createdBy,
  createdAt: '2026-01-01T10:00:00Z',
  memberCount: 2,
});

describe(GroupsTab.name, () => {
  afterEach(() => vi.useRealTimers());

  it('shows the empty state, then creates a group with a trimmed name', async () => {
    const store: ReturnType<typeof group>[] = [];
    const { calls, recording } = {
      ...installFakeChatApi({
        'GET /api/group-chats': () => store,
        'POST /api/group-chats': (body) => {
          const created = group('g1', (body as { name: string }).name, 'user-1');
          store.push(created);
          return { status: 201, body: created };
        },
      }),
      ...renderRoutesWithHost(routes, { path: '/chats' }),
    };
    expect(await screen.findByText('No study groups yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New Group' }));
    const create = screen.getByRole('button', { name: 'Create Group' });
    expect(create).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Name'), '  Physics  ');
    await userEvent.click(create);
    await waitFor(() => expect(recording.toasts).toContainEqual({ title: 'Group chat created' }));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Physics' });
    const card = (await screen.findByRole('heading', { name: /Physics/ })).closest('li')!;
    expect(within(card).getByRole('img', { name: 'Created by you' })).toBeInTheDocument();
  });

  it('asks before deleting, only for the creator', async () => {
    installFakeChatApi({
      'GET /api/group-chats': () => [group('g1', 'Mine', 'user-1'), group('g2', 'Theirs', 'other')],
      'DELETE /api/group-chats/g1': () => ({ success: true }),
    });
    const { recording } = renderRoutesWithHost(routes, { path: '/chats' });
    const theirs = (await screen.findByRole('heading', { name: 'Theirs' })).closest('li')!;
    expect(within(theirs).queryByRole('button', { name: 'Delete' })).toBeNull();
    const mine = screen.getByRole('heading', { name: /Mine/ }).closest('li')!;
    await userEvent.click(within(mine).getByRole('button', { name: 'Delete' }));
    expect(
      screen.getByText('Are you sure you want to delete "Mine"? This action cannot be undone.'),
    ).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(recording.toasts).toContainEqual({ title: 'Group chat deleted' }));
  });

  it('shows the credit gate below 500 credits', async () => {
    installFakeChatApi({
      'GET /api/group-chats': () => ({
        status: 403,
        body: { statusCode: 403, message: 'x', requiredCredits: 500, currentCredits: 40 },
      }),
    });
    renderRoutesWithHost(routes, { path: '/chats' });
    expect(await screen.findByText('More Credits Needed')).toBeInTheDocument();
    expect(
      screen.getByText(
        'You need at least 500 credits to access group chats. You currently have 40 credits.',
      ),
    ).toBeInTheDocument();
  });
  it('says why a group was not created when the learner is in as many groups as one may be', async () => {
    installFakeChatApi({
      'GET /api/group-chats': () => [],
      'POST /api/group-chats': () => ({
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message: 'You are already in 100 study groups, the most one learner may belong to',
          cap: 'groups-per-learner',
          limit: 100,
        },
      }),
    });
    const { recording } = renderRoutesWithHost(routes, { path: '/chats' });
    await userEvent.click(await screen.findByRole('button', { name: 'New Group' }));
    await userEvent.type(screen.getByLabelText('Name'), 'One more');
    await userEvent.click(screen.getByRole('button', { name: 'Create Group' }));
    await waitFor(() =>
      expect(recording.toasts).toContainEqual({
        variant: 'destructive',
        title: 'Too many study groups',
        description: 'You are already in 100 study groups, the most one learner may belong to.',
      }),
    );
    // The dialog stays open and nothing sends the learner elsewhere.
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(recording.navigations).toEqual([]);
  });
});
