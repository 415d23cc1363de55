import { renderRoutesWithHost, TestServer, TEST_USER, usePageOrigin } from '@agora/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../routes';

const withHome = [...routes, { path: '/', element: <p>home screen</p> }];
const ADMIN = { ...TEST_USER, isAdmin: true };
const recent = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
const longAgo = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000).toISOString();

describe('AdminPage', () => {
  const server = new TestServer();
  beforeAll(async () => usePageOrigin(await server.start()));
  afterEach(() => server.reset());
  afterAll(() => server.stop());

  const page = <T,>(items: T[]) => ({ items, nextCursor: null });
  const serveAdminData = () => {
    server.on('GET /api/admin/users', () => ({
      status: 200,
      body: page([
        {
          id: 'u-1',
          email: 'ada@example.com',
          firstName: 'Ada',
          credits: 120,
          createdAt: longAgo,
          lastActive: recent,
        },
      ]),
    }));
    server.on('GET /api/admin/transactions', () => ({
      status: 200,
      body: page([
        {
          id: 't-1',
          userId: 'u-1',
          credits: 500,
          amount: 499,
          status: 'succeeded',
          createdAt: recent,
        },
        {
          id: 't-2',
          userId: 'u-2',
          credits: 100,
          amount: 199,
          status: 'pending',
          createdAt: recent,
        },
      ]),
    }));
    server.on('GET /api/admin/activity', () => ({
      status: 200,
      body: page([
        {
          id: '1',
          type: 'chat',
          action: 'Started a chat',
          details: 'Socrates',
          userName: 'Ada',
          userId: 'u-1',
          amount: null,
          timestamp: recent,
          createdAt: recent,
        },
        {
          id: '2',
          type: 'purchase',
          action: 'Bought credits',
          details: '60 credits',
          userName: 'Carl',
          userId: 'u-2',
          amount: 1299,
          timestamp: longAgo,
          createdAt: longAgo,
        },
      ]),
    }));
    server.on('GET /api/admin/analytics', () => ({
      status: 200,
      body: {
        totalUsers: 2,
        activeUsers: 1,
        totalRevenue: 6.98,
        transactionCount: 2,
        featureUsage: { chat: 12, voice: 3, groups: 2, agents: 1, questions: 9 },
        dailyActiveUsers: [{ date: '2026-11-20', count: 4 }],
        avgSessionTime: 7,
        apiUsage: { openai: { cost: 2, posts: 40 }, claude: { cost: 0, posts: 0 } },
        aiCostPerUser: 1,
      },
    }));
  };

  it('shows the site admin the stat cards computed from users and transactions', async () => {
    serveAdminData();
    renderRoutesWithHost(withHome, { path: '/admin', user: ADMIN });
    expect(await screen.findByRole('heading', { name: 'Admin Analytics' })).toBeInTheDocument();
    const totalUsers = (await screen.findByText('Total Users')).closest(
      '.admin-stat',
    ) as HTMLElement;
    expect(within(totalUsers).getByText('2')).toBeInTheDocument();
    const active = screen.getByText('Active Users').closest('.admin-stat') as HTMLElement;
    expect(within(active).getByText('1')).toBeInTheDocument();
    const revenue = screen.getByText('Total Revenue').closest('.admin-stat') as HTMLElement;
    expect(within(revenue).getByText('€6.98')).toBeInTheDocument();
    // no socket server here: the badge says so instead of pretending to be live
    expect(screen.getByText('Offline')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Feature Usage' })).toHaveTextContent(
      'Chat Conversations 12',
    );
    expect(screen.getByRole('figure', { name: 'Daily Active Users' })).toHaveTextContent('4');
    expect(screen.getByText('Started a chat')).toBeInTheDocument();
    expect(screen.getByText('Bought credits')).toBeInTheDocument();
    expect(screen.getByText('€12.99')).toBeInTheDocument();
  });

  it('lists transactions with a green badge only when succeeded', async () => {
    serveAdminData();
    renderRoutesWithHost(withHome, { path: '/admin', user: ADMIN });
    await userEvent.click(await screen.findByRole('tab', { name: 'Revenue' }));
    expect(screen.getByText('Succeeded')).toHaveClass('ag-badge--success');
    expect(screen.getByText('pending')).toHaveClass('ag-badge--warning');
    await userEvent.click(screen.getByRole('tab', { name: 'AI Costs' }));
    expect(screen.getByText('40 requests')).toBeInTheDocument();
  });

  it('shows an error card with Retry when the admin data cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveAdminData();
    server.on('GET /api/admin/analytics', () => ({
      status: 500,
      body: { statusCode: 500, message: 'boom' },
    }));
    renderRoutesWithHost(withHome, { path: '/admin', user: ADMIN });
    expect(await screen.findByText('Admin data could not be loaded')).toBeInTheDocument();
    expect(screen.queryByText(/boom|statusCode|\{/)).not.toBeInTheDocument();
    serveAdminData();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Total Users')).toBeInTheDocument();
  });

  it("sends anyone else to / with 'Access Denied' / 'Admin access required', without asking for admin data", async () => {
    const { recording } = renderRoutesWithHost(withHome, { path: '/admin', user: TEST_USER });
    expect(await screen.findByText('home screen')).toBeInTheDocument();
    expect(recording.navigations).toEqual(['/']);
    expect(recording.toasts).toEqual([
      { variant: 'destructive', title: 'Access Denied', description: 'Admin access required' },
    ]);
    expect(server.requests.filter((r) => r.includes('/api/admin'))).toEqual([]);
  });
});
