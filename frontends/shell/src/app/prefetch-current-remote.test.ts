import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { FakeRemoteLoader, pageRoutes } from '../testing/fake-remote-loader';
import { prefetchCurrentRemote } from './prefetch-current-remote';

const loaderWithThreeRemotes = () =>
  new FakeRemoteLoader({
    feed: pageRoutes({ '/': 'Main', '/feed': 'Feed' }),
    chat: pageRoutes({ '/chats': 'Chats', '/join/:id': 'Join' }, ['/join/:id']),
    billing: pageRoutes({ '/credits': 'Credits' }),
  });

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('prefetchCurrentRemote', () => {
  it.each([
    ['/feed', true, ['feed']],
    // the hint may be missing while the session is good: a signed-in route still counts
    ['/feed', false, ['feed']],
    ['/join/abc', false, ['chat']],
    ['/credits', true, ['billing']],
    ['/no/such/page', true, []],
    // a probable visitor at exactly / sees the prerendered landing
    ['/', false, []],
  ])('at %s (probably signed in: %s) loads the route lists of %j', async (path, hint, loads) => {
    const loader = loaderWithThreeRemotes();
    prefetchCurrentRemote(new QueryClient(), loader, path, hint);
    await settle();
    expect(loader.loads).toEqual(loads);
  });
});
