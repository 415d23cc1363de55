import type { QueryClient } from '@tanstack/react-query';
import type { RemoteLoader } from '../remotes/remote-loader';
import {
  listedRemotesQueryOptions,
  remoteRoutesQueryOptions,
} from '../remotes/remote-routes-query';

/**
 * Starts loading the remotes' route lists (which say who owns the current path) while the sign-in
 * state is still loading, so the two waits overlap instead of adding up. A probable visitor at
 * exactly / sees the landing and loads nothing.
 */
export function prefetchCurrentRemote(
  queryClient: QueryClient,
  loader: RemoteLoader,
  pathname: string,
  probablySignedIn: boolean,
): void {
  if (!probablySignedIn && pathname === '/') return;
  void queryClient.fetchQuery(listedRemotesQueryOptions(loader)).then(
    (remotes) =>
      remotes.forEach(
        (remote) => void queryClient.prefetchQuery(remoteRoutesQueryOptions(loader, remote)),
      ),
    () => undefined,
  );
}
