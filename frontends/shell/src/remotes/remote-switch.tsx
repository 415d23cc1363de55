import type { RouteHandle } from '@agora/ui';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { CenteredSpinner } from './centered-spinner';
import { usePrefetchRemotesWhenIdle } from './prefetch-remotes-when-idle';
import { RemoteFailed, RemoteScreen, useRetryRemote } from './remote-route';
import { useRemoteLoader, type RemoteName } from './remote-loader';
import { mayOwnPath } from './remote-ownership';
import {
  declaredRoutesQueryOptions,
  listedRemotesQueryOptions,
  remoteRoutesQueryOptions,
} from './remote-routes-query';

interface OwnedRoute {
  remote: RemoteName;
  route: RouteObject;
}

/**
 * Every path the shell does not own itself: the remotes' own route lists decide which screen it
 * is (first listed remote wins), so a remote adds a screen without a shell release. Only the
 * remotes whose manifests declare the path (or declare nothing) are loaded; the others follow
 * when the browser is idle. A visitor sees only routes marked `handle.visitors`. No match:
 * `fallback`, unless a remote that could own the path failed to load, whose error card (with
 * Retry) is shown instead.
 */
export function RemoteSwitch({ visitors, fallback }: { visitors: boolean; fallback: ReactNode }) {
  const loader = useRemoteLoader();
  const { pathname } = useLocation();
  const listed = useQuery(listedRemotesQueryOptions(loader));
  const remotes = listed.data ?? [];
  const declarations = useQueries({
    queries: remotes.map((remote) => declaredRoutesQueryOptions(loader, remote)),
  });
  // a remote whose manifest could not be read may still own the path: only its code can tell
  const candidates = remotes.filter((_, i) => {
    const declared = declarations[i];
    return (
      declared?.isError || (declared?.isSuccess && mayOwnPath(declared.data, pathname, visitors))
    );
  });
  const lists = useQueries({
    queries: candidates.map((remote) => remoteRoutesQueryOptions(loader, remote)),
  });
  const owned: OwnedRoute[] = candidates.flatMap((remote, i) =>
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
  const failed = candidates.find((_, i) => lists[i]?.isError);
  const retry = useRetryRemote(failed ?? 'feed');
  usePrefetchRemotesWhenIdle(
    remotes.filter((remote) => !candidates.includes(remote)),
    Boolean(screen) && !visitors,
  );

  if (screen) return screen;
  const pending = [listed, ...declarations, ...lists].some((query) => query.isPending);
  if (pending) return <CenteredSpinner />;
  if (listed.isError && !visitors) return <RemoteFailed remote="feed" onRetry={retry.run} />;
  if (failed && !visitors) return <RemoteFailed remote={failed} onRetry={retry.run} />;
  return <>{fallback}</>;
}
