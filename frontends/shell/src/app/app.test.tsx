import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@agora/ui';
import { useParams } from 'react-router-dom';
import { FakeRemoteLoader, pageRoutes } from '../testing/fake-remote-loader';
import { installFakeShellApi } from '../testing/fake-shell-api';
import { renderApp } from '../testing/render-app';

const USER = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', isAdmin: false };
const feedRoutes = pageRoutes({ '/': 'Main screen', '/feed': 'Feed tabs', '/home': 'Home feed' });
const chatRoutes = pageRoutes(
  {
    '/chats': 'Chats hub',
    '/shared-chat/:shareId': 'Shared chat page',
    '/join/:shareId': 'Join page',
  },
  ['/shared-chat/:shareId', '/join/:shareId'],
);

describe('App', () => {
  const server = installFakeShellApi();
  afterEach(() => {
    resetToasts();
    localStorage.clear();
  });

  // No profile yet (GET /api/user/profile answers 404).
  const signedIn = (credits = 42) => {
    server.user = USER;
    server.subscription = { credits };
  };
  const signedOut = () => (server.user = null);

  it('shows a visitor at exactly / the landing at once, before the sign-in state is known', async () => {
    signedOut();
    await renderApp(new FakeRemoteLoader({}), '/');
    expect(
      screen.getByRole('heading', { level: 1, name: "Learn from history's greatest minds" }),
    ).toBeInTheDocument();
  });

  it('shows the full-screen spinner elsewhere while the sign-in state loads', async () => {
    signedOut();
    await renderApp(new FakeRemoteLoader({}), '/credits');
    expect(screen.getByText('Loading Agora...')).toBeInTheDocument();
    // then a visitor sees the landing on any path but the public chat pages
    expect(
      await screen.findByRole('heading', { level: 1, name: "Learn from history's greatest minds" }),
    ).toBeInTheDocument();
  });

  it('opens a rabbit-hole share link (/#/rabbit-hole/{id}) for a visitor in the feed remote', async () => {
    signedOut();
    window.location.hash = '#/rabbit-hole/rh-1';
    try {
      await renderApp(new FakeRemoteLoader({ feed: feedRoutes }), '/');
      // shown while the sign-in state loads and again once it is known (the router is rebuilt)
      await waitFor(() =>
        expect(screen.getByRole('heading', { name: 'Main screen' })).toBeInTheDocument(),
      );
    } finally {
      window.location.hash = '';
    }
  });

  it('lets a visitor open a shared chat from the chat remote', async () => {
    signedOut();
    await renderApp(new FakeRemoteLoader({ chat: chatRoutes }), '/shared-chat/abc');
    expect(await screen.findByRole('heading', { name: 'Shared chat page' })).toBeInTheDocument();
  });

  it('keeps a visitor out of a remote screen not marked for visitors: the landing instead', async () => {
    signedOut();
    await renderApp(new FakeRemoteLoader({ chat: chatRoutes }), '/chats');
    expect(
      await screen.findByRole('heading', { level: 1, name: "Learn from history's greatest minds" }),
    ).toBeInTheDocument();
  });

  it('takes route ownership from the remotes: a screen a remote adds opens with no shell change', async () => {
    signedIn();
    const billing = pageRoutes({ '/credits': 'Credits', '/credits/receipts/:id': 'Receipt' });
    await renderApp(new FakeRemoteLoader({ billing, chat: chatRoutes }), '/credits/receipts/9');
    expect(await screen.findByRole('heading', { name: 'Receipt' })).toBeInTheDocument();
  });

  it('gives a remote page its route parameters', async () => {
    signedIn();
    const room = [
      {
        path: '/chats/:id',
        lazy: async () => ({
          Component: function Room() {
            return <h1>Room {useParams().id}</h1>;
          },
        }),
      },
    ];
    await renderApp(new FakeRemoteLoader({ chat: room }), '/chats/42');
    expect(await screen.findByRole('heading', { name: 'Room 42' })).toBeInTheDocument();
  });

  it('renders a signed-in user the feed remote with header, credits and account menu', async () => {
    signedIn(42);
    await renderApp(new FakeRemoteLoader({ feed: feedRoutes }), '/feed');
    expect(await screen.findByRole('heading', { name: 'Feed tabs' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '42 credits, open credits' })).toHaveAttribute(
      'href',
      '/credits',
    );
    expect(screen.getByRole('button', { name: 'ada@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Agora, go to the feed' })).toHaveAttribute(
      'href',
      '/feed',
    );
  });

  it('hides the header on a screen whose route asks for it, keeping the bottom navigation', async () => {
    signedIn();
    const room = [
      {
        path: '/chats/:id',
        handle: { hideHeader: true },
        lazy: async () => ({ Component: () => <h1>Group room</h1> }),
      },
    ];
    await renderApp(new FakeRemoteLoader({ chat: room }), '/chats/7');
    expect(await screen.findByRole('heading', { name: 'Group room' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('shows the not-found screen for an unknown path', async () => {
    signedIn();
    await renderApp(new FakeRemoteLoader({}), '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('keeps the app working when a remote fails, and Retry loads it again', async () => {
    signedIn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = new FakeRemoteLoader({
      feed: new Error('RUNTIME-003: Failed to get manifest'),
      chat: chatRoutes,
    });
    await renderApp(loader, '/feed');

    const card = await screen.findByRole('alert');
    expect(within(card).getByText('The feed could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: /Chats/ }));
    expect(await screen.findByRole('heading', { name: 'Chats hub' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: /Feed/ }));
    loader.fixAfterReload('feed', feedRoutes);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Feed tabs' })).toBeInTheDocument();
    expect(loader.reloads).toEqual(['feed']);
  });

  it('shows the onboarding on the main screen until finished, then welcomes aboard', async () => {
    signedIn();
    await renderApp(new FakeRemoteLoader({ feed: feedRoutes }), '/');
    expect(await screen.findByRole('heading', { name: 'Welcome to Agora' })).toBeInTheDocument();
    // The page behind the modal is hidden from assistive technology while it shows.
    const nav = document.querySelector('nav');
    expect(nav?.closest('[aria-hidden="true"]')).not.toBeNull();
    // Only finishing ends it: no close button, and Escape does not lose the welcome.
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Welcome to Agora' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByText('Welcome aboard!')).toBeInTheDocument();
    expect(localStorage.getItem('agora.onboardingComplete')).toBe('true');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Welcome to Agora' })).toBeNull(),
    );
    expect(nav?.closest('[aria-hidden="true"]')).toBeNull();
  });

  it("sends a non-admin at /admin to / with 'Access Denied' without loading the admin remote", async () => {
    signedIn();
    localStorage.setItem('agora.onboardingComplete', 'true');
    const loader = new FakeRemoteLoader({
      feed: feedRoutes,
      admin: pageRoutes({ '/admin': 'Admin screen' }),
    });
    await renderApp(loader, '/admin');
    expect(await screen.findByRole('heading', { name: 'Main screen' })).toBeInTheDocument();
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText('Admin access required')).toBeInTheDocument();
    expect(loader.loads).not.toContain('admin');
  });

  it('loads the admin remote at /admin for the site admin', async () => {
    signedIn();
    server.user = { ...USER, isAdmin: true };
    const loader = new FakeRemoteLoader({ admin: pageRoutes({ '/admin': 'Admin screen' }) });
    await renderApp(loader, '/admin');
    expect(await screen.findByRole('heading', { name: 'Admin screen' })).toBeInTheDocument();
  });
});
