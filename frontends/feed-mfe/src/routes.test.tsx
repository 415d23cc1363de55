import { renderRoutesWithHost } from '@agora/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

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
});
