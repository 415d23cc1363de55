import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeRemoteLoader, pageRoutes } from '../testing/fake-remote-loader';
import { installFakeShellApi } from '../testing/fake-shell-api';
import { renderApp } from '../testing/render-app';

const USER = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', isAdmin: false };

function threeRemotes(declarations?: ConstructorParameters<typeof FakeRemoteLoader>[2]) {
  return new FakeRemoteLoader(
    {
      feed: pageRoutes({ '/feed': 'Feed tabs' }),
      chat: pageRoutes({ '/chats': 'Chats hub', '/shared-chat/:id': 'Shared chat' }, [
        '/shared-chat/:id',
      ]),
      billing: pageRoutes({ '/credits': 'Credits' }),
    },
    undefined,
    declarations,
  );
}

describe('which remotes a page loads', () => {
  const server = installFakeShellApi();
  afterEach(() => localStorage.clear());
  const signedIn = () => {
    server.user = USER;
    server.subscription = { credits: 5 };
  };

  it('loads only the remote that declares the path, and the others once the page is up and idle', async () => {
    signedIn();
    const loader = threeRemotes();
    await renderApp(loader, '/feed');
    expect(await screen.findByRole('heading', { name: 'Feed tabs' })).toBeInTheDocument();
    expect(loader.loads).toEqual(['feed']);
    await waitFor(() => expect([...loader.loads].sort()).toEqual(['billing', 'chat', 'feed']), {
      timeout: 5_000,
    });
  });

  it('loads a remote that declares nothing, since only its code can tell what it owns', async () => {
    signedIn();
    const loader = threeRemotes({ chat: null });
    await renderApp(loader, '/credits');
    expect(await screen.findByRole('heading', { name: 'Credits' })).toBeInTheDocument();
    expect([...new Set(loader.loads)].sort()).toEqual(['billing', 'chat']);
  });

  it('loads the remote whose manifest cannot be read, and shows the page it owns', async () => {
    signedIn();
    const loader = threeRemotes({ chat: new Error('manifest unreachable') });
    await renderApp(loader, '/chats');
    expect(await screen.findByRole('heading', { name: 'Chats hub' })).toBeInTheDocument();
    expect(loader.loads).toEqual(['chat']);
  });

  it('answers a path no remote declares with the not-found screen, loading no remote code', async () => {
    signedIn();
    const loader = threeRemotes();
    await renderApp(loader, '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(loader.loads).toEqual([]);
  });

  it('counts only the routes open to visitors for a signed-out reader, and prefetches nothing', async () => {
    server.user = null;
    const loader = threeRemotes();
    await renderApp(loader, '/shared-chat/abc');
    expect(await screen.findByRole('heading', { name: 'Shared chat' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(loader.loads).toEqual(['chat']);
  });
});
