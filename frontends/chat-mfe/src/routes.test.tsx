import { renderRoutesWithHost } from '@agora/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

describe('chat routes', () => {
  it('owns the chat paths of the route table', () => {
    expect(routes.map((r) => r.path)).toEqual(['/chats', '/chats/:id', '/join/:shareId', '/shared-chat/:shareId']);
  });

  it('renders the shared chat page for a share link', async () => {
    renderRoutesWithHost(routes, { path: '/shared-chat/abc123', user: null });
    expect(await screen.findByRole('heading', { name: 'Shared chat' })).toBeInTheDocument();
  });
});
