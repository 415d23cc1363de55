import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import type { RemoteLoader } from '../remotes/remote-loader';
import { remoteRoutesQueryKey } from '../remotes/remote-route';
import { SIGNED_IN_REMOTE_PATHS, SIGNED_OUT_REMOTE_PATHS } from './build-routes';

/**
 * Starts loading the remote that owns the current path while the sign-in state is still loading,
 * so the two waits overlap instead of adding up.
 */
export function prefetchCurrentRemote(
  queryClient: QueryClient,
  loader: RemoteLoader,
  pathname: string,
  probablySignedIn: boolean,
): void {
  const table = probablySignedIn ? SIGNED_IN_REMOTE_PATHS : SIGNED_OUT_REMOTE_PATHS;
  const owner = table.find(([path]) => matchPath(path, pathname));
  if (!owner) return;
  const [, remote] = owner;
  void queryClient.prefetchQuery({
    queryKey: remoteRoutesQueryKey(remote),
    queryFn: () => loader.loadRoutes(remote),
    staleTime: Infinity,
    retry: false,
  });
}
