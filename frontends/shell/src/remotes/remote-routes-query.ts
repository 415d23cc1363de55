import { ROUTED_REMOTES } from '@agora/contracts/src/remotes';
import { queryOptions } from '@tanstack/react-query';
import type { RemoteLoader, RemoteName } from './remote-loader';

export const remoteRoutesQueryKey = (remote: RemoteName) => ['remote-routes', remote] as const;

/** One remote's route list, loaded once (Retry resets it). */
export const remoteRoutesQueryOptions = (loader: RemoteLoader, remote: RemoteName) =>
  queryOptions({
    queryKey: remoteRoutesQueryKey(remote),
    queryFn: () => loader.loadRoutes(remote),
    staleTime: Infinity,
    retry: false,
  });

/** The routes a remote declares in its manifest (null: none), read once without loading its code. */
export const declaredRoutesQueryKey = (remote: RemoteName) =>
  ['remote-declared-routes', remote] as const;

export const declaredRoutesQueryOptions = (loader: RemoteLoader, remote: RemoteName) =>
  queryOptions({
    queryKey: declaredRoutesQueryKey(remote),
    queryFn: () => loader.loadDeclaredRoutes(remote),
    staleTime: Infinity,
    retry: false,
  });

/** The routed remotes the manifest lists (a remote missing from it owns no screen). */
export const listedRemotesQueryOptions = (loader: RemoteLoader) =>
  queryOptions({
    queryKey: ['remote-list'] as const,
    queryFn: async () => {
      const listed = await loader.listRemotes();
      return ROUTED_REMOTES.filter((remote) => listed.includes(remote));
    },
    staleTime: Infinity,
    retry: false,
  });
