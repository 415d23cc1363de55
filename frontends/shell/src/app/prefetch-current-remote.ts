import type { QueryClient } from '@tanstack/react-query';
import type { RemoteLoader, RemoteName } from '../remotes/remote-loader';
import { mayOwnPath } from '../remotes/remote-ownership';
import {
  declaredRoutesQueryOptions,
  listedRemotesQueryOptions,
  remoteRoutesQueryOptions,
} from '../remotes/remote-routes-query';

/**
 * Starts loading the route list of the remote that owns the current path (by the routes the
 * remotes declare) while the sign-in state is still loading, so the two waits overlap instead of
 * adding up. A probable visitor at exactly / sees the landing and loads nothing.
 */
export function prefetchCurrentRemote(
  queryClient: QueryClient,
  loader: RemoteLoader,
  pathname: string,
  probablySignedIn: boolean,
): void {
  if (!probablySignedIn && pathname === '/') return;
  const prefetchIfOwner = async (remote: RemoteName) => {
    const declared = await queryClient
      .fetchQuery(declaredRoutesQueryOptions(loader, remote))
      .catch(() => null);
    // the sign-in state is not known yet: a route only signed-in readers see counts too
    if (mayOwnPath(declared, pathname, false))
      await queryClient.prefetchQuery(remoteRoutesQueryOptions(loader, remote));
  };
  void queryClient.fetchQuery(listedRemotesQueryOptions(loader)).then(
    (remotes) => Promise.all(remotes.map(prefetchIfOwner)),
    () => undefined,
  );
}
