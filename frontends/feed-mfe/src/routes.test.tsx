import { declaredRoutesOf } from '@agora/ui';
import { renderRoutesWithHost, setupMockApi } from '@agora/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeDeclarations } from './route-declarations';
import { routes } from './routes';
import { createFeedStore, feedHandlers } from './testing/fake-feed-api';

setupMockApi(...feedHandlers(createFeedStore()));

describe('feed routes', () => {
  it('owns exactly the paths it declares in its manifest, visitors’ ones marked', () => {
    expect(declaredRoutesOf(routes)).toEqual(routeDeclarations);
    expect(routes.map((r) => r.path)).toEqual([
      '/',
      '/home',
      '/feed',
      '/ask',
      '/agents',
      '/likes',
      '/saves',
      '/activity',
    ]);
  });

  it('lazily renders a screen with its translated title', async () => {
    renderRoutesWithHost(routes, { path: '/likes' });
    expect(await screen.findByRole('heading', { name: 'Liked Posts' })).toBeInTheDocument();
  });

  it.each(['/home', '/feed?tab=home'])('shows the Home Feed screen at %s', async (path) => {
    renderRoutesWithHost(routes, { path });
    expect(await screen.findByRole('heading', { name: 'Home Feed' })).toBeInTheDocument();
    expect(
      await screen.findByText('No posts yet. Be the first to share something!'),
    ).toBeInTheDocument();
  });
});
