import { renderRoutesWithHost } from '@agora/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

describe('billing routes', () => {
  it('renders the credits page at /credits', async () => {
    renderRoutesWithHost(routes, { path: '/credits' });
    expect(
      await screen.findByRole('heading', { name: 'Credits & Subscription' }),
    ).toBeInTheDocument();
  });
});
