import { renderRoutesWithHost, setupMockApi, TEST_USER } from '@agora/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../routes';
import { adminHandlers, createAdminStore, type AdminStore } from '../../../testing/fake-admin-api';

const withHome = [...routes, { path: '/', element: <p>home screen</p> }];
const ADMIN = { ...TEST_USER, isAdmin: true };

describe('AdminPage', () => {
  const api = setupMockApi();
  let store: AdminStore;
  beforeEach(() => {
    store = createAdminStore();
    api.use(...adminHandlers(store));
  });

  it('shows the site admin the stat cards computed from users and transactions', async () => {
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
    renderRoutesWithHost(withHome, { path: '/admin', user: ADMIN });
    await userEvent.click(await screen.findByRole('tab', { name: 'Revenue' }));
    expect(screen.getByText('Succeeded')).toHaveClass('ag-badge--success');
    expect(screen.getByText('pending')).toHaveClass('ag-badge--warning');
    await userEvent.click(screen.getByRole('tab', { name: 'AI Costs' }));
    expect(screen.getByText('40 requests')).toBeInTheDocument();
  });

  it('shows an error card with Retry when the admin data cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    store.failAnalytics = true;
    renderRoutesWithHost(withHome, { path: '/admin', user: ADMIN });
    expect(await screen.findByText('Admin data could not be loaded')).toBeInTheDocument();
    expect(screen.queryByText(/boom|statusCode|\{/)).not.toBeInTheDocument();
    store.failAnalytics = false;
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
    expect(store.requests.filter((r) => r.includes('/api/admin'))).toEqual([]);
  });
});
