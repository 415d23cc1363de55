import { renderRoutesWithHost } from '@agora/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

describe('chat routes', () => {
  it('owns the chat paths of the route table', () => {
    expect(routes.map((r) => r.path)).toEqual([
      '/chats',
      '/chats/:id',
      '/join/:shareId',
      '/shared-chat/:shareId',
    ]);
  });

  it('asks visitors to sign in on the chats hub', async () => {
    renderRoutesWithHost(routes, { path: '/chats', user: null });
    expect(await screen.findByText('Sign in Required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});
