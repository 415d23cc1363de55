import { resetToasts, useHost } from '@agora/ui';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChatOverlayProps } from '@agora/ui';
import { FakeRemoteLoader } from '../testing/fake-remote-loader';
import { installFakeShellApi } from '../testing/fake-shell-api';
import { renderApp } from '../testing/render-app';

function PageAskingForChat() {
  const host = useHost();
  return (
    <div>
      <h1>Explore</h1>
      <p>{host.user?.email}</p>
      <button onClick={() => host.openChat('Socrates')}>Chat with Socrates</button>
      <button onClick={() => host.toast({ title: 'Saved from a remote' })}>Toast</button>
      <button onClick={() => host.navigate('/profile')}>Go to profile</button>
      <button onClick={() => host.saveSettings({ ...host.settings, displayName: 'Curious Ada' })}>
        Set name
      </button>
    </div>
  );
}

function Overlay({ persona, onClose }: ChatOverlayProps) {
  return (
    <div role="dialog" aria-label="Mentor chat">
      <p>Talking with {persona}</p>
      <button onClick={onClose}>Close chat</button>
    </div>
  );
}

describe('host API given to remotes', () => {
  const server = installFakeShellApi();
  afterEach(() => resetToasts());

  /** Signs Ada in; with no `profile` GET /api/user/profile answers 404. */
  const signIn = (profile: Record<string, unknown> | null = null) => {
    localStorage.setItem('agora.onboardingComplete', 'true');
    server.user = { id: 'u1', email: 'ada@example.com', firstName: 'Ada' };
    server.profile = profile;
  };
  const routes = [{ path: '/feed', element: <PageAskingForChat /> }];

  it('gives remotes the user, toasts, navigation and the chat overlay from chat/ChatOverlay', async () => {
    signIn();
    await renderApp(new FakeRemoteLoader({ feed: routes }, Overlay), '/feed');
    expect(await screen.findByText('ada@example.com', { selector: 'p' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Chat with Socrates' }));
    const overlay = await screen.findByRole('dialog', { name: 'Mentor chat' });
    expect(within(overlay).getByText('Talking with Socrates')).toBeInTheDocument();
    await userEvent.click(within(overlay).getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog', { name: 'Mentor chat' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Toast' }));
    expect(await screen.findByText('Saved from a remote')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Go to profile' }));
    expect(await screen.findByRole('heading', { name: 'Your learning' })).toBeInTheDocument();
  });

  it('closes the chat overlay on Back, staying on the page it was opened from', async () => {
    signIn();
    const { router } = await renderApp(new FakeRemoteLoader({ feed: routes }, Overlay), '/feed');
    await userEvent.click(await screen.findByRole('button', { name: 'Chat with Socrates' }));
    expect(await screen.findByRole('dialog', { name: 'Mentor chat' })).toBeInTheDocument();

    await act(() => router().navigate(-1));
    expect(screen.queryByRole('dialog', { name: 'Mentor chat' })).toBeNull();
    expect(router().state.location.pathname).toBe('/feed');
    expect(screen.getByRole('heading', { name: 'Explore' })).toBeInTheDocument();

    // Forward brings it back, as any other screen would come back.
    await act(() => router().navigate(1));
    expect(await screen.findByRole('dialog', { name: 'Mentor chat' })).toBeInTheDocument();
  });

  it('closes the chat overlay when the route changes, and its close button steps back', async () => {
    signIn();
    const { router } = await renderApp(new FakeRemoteLoader({ feed: routes }, Overlay), '/feed');
    await userEvent.click(await screen.findByRole('button', { name: 'Chat with Socrates' }));
    const overlay = await screen.findByRole('dialog', { name: 'Mentor chat' });
    await userEvent.click(within(overlay).getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog', { name: 'Mentor chat' })).toBeNull();
    // The close took the overlay's history entry away: Back now leaves nothing open behind.
    expect(router().state.historyAction).toBe('POP');

    await userEvent.click(screen.getByRole('button', { name: 'Chat with Socrates' }));
    expect(await screen.findByRole('dialog', { name: 'Mentor chat' })).toBeInTheDocument();
    await act(() => router().navigate('/profile'));
    expect(await screen.findByRole('heading', { name: 'Your learning' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Mentor chat' })).toBeNull();
  });

  it('hands a display name a remote saves (set in a thread) to the Settings dialog', async () => {
    signIn();
    await renderApp(new FakeRemoteLoader({ feed: routes }), '/feed');
    await userEvent.click(await screen.findByRole('button', { name: 'Set name' }));
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(within(dialog).getByLabelText('Display Name')).toHaveValue('Curious Ada');
  });

  it('shows an error toast when the chat overlay cannot load, and the page stays usable', async () => {
    signIn();
    await renderApp(new FakeRemoteLoader({ feed: routes }, new Error('RUNTIME-003')), '/feed');
    await userEvent.click(await screen.findByRole('button', { name: 'Chat with Socrates' }));
    const message = await screen.findByText('The chat could not be opened. Please try again.');
    const card = message.closest('li');
    expect(card).toHaveClass('ag-toast--destructive');
    expect(card).toHaveTextContent('Error');
    expect(screen.getByRole('heading', { name: 'Explore' })).toBeInTheDocument();
  });

  it('labels the account menu with the e-mail and lists its entries', async () => {
    signIn();
    await renderApp(new FakeRemoteLoader({ feed: routes }), '/feed');
    await userEvent.click(await screen.findByRole('button', { name: 'ada@example.com' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Liked Posts', 'Saved Posts', 'Activity', 'Sign Out']);
  });

  it('opens the help dialog with its five sections', async () => {
    signIn();
    await renderApp(new FakeRemoteLoader({ feed: routes }), '/feed');
    await userEvent.click(await screen.findByRole('button', { name: 'How to use' }));
    const dialog = screen.getByRole('dialog', { name: 'How to use Agora' });
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Historical Feed', 'Ask Anything', 'AI Mentors', 'Group Chats', 'Credits System']);
  });

  it('shows profile stats and a credits card linking to /credits', async () => {
    signIn({ stats: { totalLikes: 3, totalSaves: 2, posts: 5, totalActivity: 10 } });
    await renderApp(new FakeRemoteLoader({}), '/profile');
    expect(await screen.findByText('Questions asked')).toBeInTheDocument();
    expect(screen.getByText('5')).toBeInTheDocument();
    expect(screen.getByText('10')).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(
      expect.arrayContaining(['/credits', '/activity', '/likes', '/saves']),
    );
  });

  it('handles a missing profile endpoint (404) gracefully', async () => {
    signIn();
    await renderApp(new FakeRemoteLoader({}), '/profile');
    expect(await screen.findByText('Your stats will appear here soon.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });
});
