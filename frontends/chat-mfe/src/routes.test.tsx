import { declaredRoutesOf } from '@agora/ui';
import { renderRoutesWithHost } from '@agora/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routeDeclarations } from './route-declarations';
import { routes } from './routes';
import { installFakeChatApi } from './testing/fake-chat-api';

describe('chat routes', () => {
  it('owns exactly the paths it declares in its manifest, visitors’ ones marked', () => {
    expect(declaredRoutesOf(routes)).toEqual(routeDeclarations);
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

  it('opens the Study Groups tab from ?tab=groups and writes the tab back', async () => {
    installFakeChatApi({ 'GET /api/group-chats': () => [], 'GET /api/personas': () => ({}) });
    renderRoutesWithHost(routes, { path: '/chats?tab=groups' });
    expect(await screen.findByText('No study groups yet')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Study Groups' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'AI Mentors' }));
    expect(screen.getByRole('tab', { name: 'AI Mentors' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
