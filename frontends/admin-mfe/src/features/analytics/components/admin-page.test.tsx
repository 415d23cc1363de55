import { renderRoutesWithHost, TEST_USER } from '@agora/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../routes';

const withHome = [...routes, { path: '/', element: <p>home screen</p> }];

describe('AdminPage', () => {
  it('shows the analytics to the site admin', async () => {
    renderRoutesWithHost(withHome, { path: '/admin', user: { ...TEST_USER, isAdmin: true } });
    expect(await screen.findByRole('heading', { name: 'Admin Analytics' })).toBeInTheDocument();
  });

  it("sends anyone else to / with 'Access Denied' / 'Admin access required'", async () => {
    const { recording } = renderRoutesWithHost(withHome, { path: '/admin', user: TEST_USER });
    expect(await screen.findByText('home screen')).toBeInTheDocument();
    expect(recording.navigations).toEqual(['/']);
    expect(recording.toasts).toEqual([{ variant: 'destructive', title: 'Access Denied', description: 'Admin access required' }]);
  });
});
