import { declaredRoutesOf } from '@agora/ui';
import { renderRoutesWithHost } from '@agora/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeDeclarations } from './route-declarations';
import { routes } from './routes';

describe('billing routes', () => {
  it('owns exactly the paths it declares in its manifest', () => {
    expect(declaredRoutesOf(routes)).toEqual(routeDeclarations);
  });

  it('renders the credits page at /credits', async () => {
    renderRoutesWithHost(routes, { path: '/credits' });
    expect(
      await screen.findByRole('heading', { name: 'Credits & Subscription' }),
    ).toBeInTheDocument();
  });
});
