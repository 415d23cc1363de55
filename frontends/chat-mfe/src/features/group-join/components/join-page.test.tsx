import '../../../testing/register-chat-translations';
import { useSubscription } from '@agora/ui';
import { renderRoutesWithHost } from '@agora/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { installFakeChatApi } from '../../../testing/fake-chat-api';
import { JoinPage } from './join-page';

function CreditsBadge() {
  const credits = useSubscription({ poll: false }).data?.credits;
  return (
    <>
      <p>{credits === undefined ? 'no balance yet' : `${credits} credits`}</p>
      <Outlet />
    </>
  );
}

const routes = [
  { path: '/join/:shareId', element: <JoinPage /> },
  { path: '/chats', element: <p>my chats</p> },
  { path: '/chats/:id', element: <p>room</p> },
  { path: '/credits', element: <p>credits</p> },
];
const SHARE = {
  'GET /api/group-chats/share/abcdefgh': () => ({
    id: 'g1',
    name: 'Physics',
    description: 'Newton',
  }),
};

describe(JoinPage.name, () => {
  it('asks visitors to sign in, coming back to the invitation', async () => {
    installFakeChatApi(SHARE);
    const { recording } = renderRoutesWithHost(routes, { path: '/join/abcdefgh', user: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In to Join' }));
    expect(recording.logins).toEqual(['/join/abcdefgh']);
  });

  it('joins a signed-in learner once and welcomes them with the credits received', async () => {
    const { calls } = installFakeChatApi({
      ...SHARE,
      'POST /api/group-chats/g1/join': () => ({
        success: true,
        groupId: 'g1',
        alreadyMember: false,
        creditsGranted: 25,
      }),
    });
    const { recording } = renderRoutesWithHost(routes, { path: '/join/abcdefgh' });
    await waitFor(() => expect(recording.navigations).toEqual(['/chats/g1']));
    expect(recording.toasts[0]?.title).toBe('Welcome! 🎉');
    // The invitation's share id goes with the join: the group id alone opens nothing.
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/group-chats/g1/join',
        body: { shareId: 'abcdefgh', isShareLink: true },
      },
    ]);
  });

  it('has the header balance read again after the join bonus', async () => {
    let balance = 50;
    let balanceRead = () => undefined as void;
    const firstRead = new Promise<void>((resolve) => (balanceRead = resolve));
    installFakeChatApi({
      // The invitation answers once the badge has its first balance: the join comes after it.
      'GET /api/group-chats/share/abcdefgh': async () => {
        await firstRead;
        return SHARE['GET /api/group-chats/share/abcdefgh']();
      },
      'GET /api/user/subscription': () => {
        balanceRead();
        return { credits: balance };
      },
      'POST /api/group-chats/g1/join': () => {
        balance = 75;
        return { success: true, groupId: 'g1', alreadyMember: false, creditsGranted: 25 };
      },
    });
    // A stand-in for the shell's header badge: the same query, mounted around the page.
    const withBadge = [{ element: <CreditsBadge />, children: routes }];
    const { recording } = renderRoutesWithHost(withBadge, { path: '/join/abcdefgh' });
    expect(await screen.findByText('50 credits')).toBeInTheDocument();
    await waitFor(() => expect(recording.navigations).toEqual(['/chats/g1']));
    expect(await screen.findByText('75 credits')).toBeInTheDocument();
    expect(screen.getByText('room')).toBeInTheDocument();
  });

  it('sends a learner short of credits to /credits, coming back to the invitation', async () => {
    installFakeChatApi({
      ...SHARE,
      'POST /api/group-chats/g1/join': () => ({
        status: 403,
        body: {
          statusCode: 403,
          error: 'Forbidden',
          message: 'This feature requires at least 500 credits. You currently have 50 credits.',
          requiredCredits: 500,
          currentCredits: 50,
        },
      }),
    });
    const { recording } = renderRoutesWithHost(routes, { path: '/join/abcdefgh' });
    await waitFor(() =>
      expect(recording.navigations).toEqual(['/credits?redirect=/join/abcdefgh']),
    );
  });

  it("says 'Group Chat Not Found' for an unknown link", async () => {
    installFakeChatApi({});
    renderRoutesWithHost(routes, { path: '/join/abcdefgh' });
    expect(await screen.findByText('Group Chat Not Found')).toBeInTheDocument();
    expect(screen.getByText('This invitation link may be invalid or expired')).toBeInTheDocument();
  });
  it.each([
    [
      'members-per-group',
      200,
      'This study group is full (200 members)',
      'This study group is full',
      'It already has 200 members, the most one group may hold.',
    ],
    [
      'groups-per-learner',
      100,
      'You are already in 100 study groups, the most one learner may belong to',
      'Too many study groups',
      'You are already in 100 study groups, the most one learner may belong to.',
    ],
  ])(
    'says in place of the invitation why a join was refused (%s)',
    async (cap, limit, message, title, text) => {
      const { calls } = installFakeChatApi({
        ...SHARE,
        'POST /api/group-chats/g1/join': () => ({
          status: 409,
          body: { statusCode: 409, error: 'Conflict', message, cap, limit },
        }),
      });
      const { recording } = renderRoutesWithHost(routes, { path: '/join/abcdefgh' });
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.getByText(text)).toBeInTheDocument();
      expect(screen.queryByText('Joining "Physics"')).not.toBeInTheDocument();
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
      expect(recording.navigations).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name: 'Go to My Chats' }));
      expect(recording.navigations).toEqual(['/chats?tab=groups']);
      expect(await screen.findByText('my chats')).toBeInTheDocument();
    },
  );
});
