import type { RouteHandle } from '@agora/ui';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { useRemoteLoader, type RemoteName } from './remote-loader';
import { CenteredSpinner } from './centered-spinner';
import { RemoteFailed, RemoteScreen, useRetryRemote } from './remote-route';
import { listedRemotesQueryOptions, remoteRoutesQueryOptions } from './remote-routes-query';

interface OwnedRoute {
  remote: RemoteName;
  route: RouteObject;
}

/**
 * Every path the shell does not own itself: the remotes' own route lists decide which screen it
 * is (first listed remote wins), so a remote adds a screen without a shell release. A visitor sees
 * only routes marked `handle.visitors`. No match: `fallback`, unless a remote that could own the
 * path failed to load, whose error card (with Retry) is shown instead.
 */
export function RemoteSwitch({ visitors, fallback }: { visitors: boolean; fallback: ReactNode }) {
  const loader = useRemoteLoader();
  const listed = useQuery(listedRemotesQueryOptions(loader));
  const remotes = listed.data ?? [];
  const lists = useQueries({
    queries: remotes.map((remote) => remoteRoutesQueryOptions(loader, remote)),
  });
  const owned: OwnedRoute[] = remotes.flatMap((remote, i) =>
    (lists[i]?.data ?? [])
      .filter((route) => !visitors || (route.handle as RouteHandle | undefined)?.visitors)
      .map((route) => ({ remote, route })),
  );
  const screen = useRoutes(
    owned.map(({ remote, route }) => ({
      path: route.path,
      element: <RemoteScreen key={`${remote}:${route.path}`} remote={remote} route={route} />,
    })),
  );
  const failed = remotes.find((_, i) => lists[i]?.isError);
  const retry = useRetryRemote(failed ?? 'feed');

  if (screen) return screen;
  if (listed.isPending || lists.some((list) => list.isPending)) return <CenteredSpinner />;
  if (listed.isError && !visitors) return <RemoteFailed remote="feed" onRetry={retry.run} />;
  if (failed && !visitors) return <RemoteFailed remote={failed} onRetry={retry.run} />;
  return <>{fallback}</>;
}
