import { renderRoutesWithHost } from '@agora/ui/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from './routes';

afterEach(() => vi.unstubAllGlobals());

describe('feed routes', () => {
  it('owns every feed path of the route table', () => {
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
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.endsWith('/api/home-feed')) return Response.json({ posts: [], nextCursor: null });
        if (url.endsWith('/api/user/saves')) return Response.json([]);
        return Response.json({ credits: 10 });
      }),
    );
    renderRoutesWithHost(routes, { path });
    expect(await screen.findByRole('heading', { name: 'Home Feed' })).toBeInTheDocument();
    expect(
      await screen.findByText('No posts yet. Be the first to share something!'),
    ).toBeInTheDocument();
  });
});
