import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRemoteLoader, type RemoteName } from './remote-loader';
import { remoteRoutesQueryOptions } from './remote-routes-query';

/** Long enough for the first screen's own chunks and data to go first on a slow phone. */
const AFTER_FIRST_SCREEN_MS = 2_000;

interface NetworkInformation {
  saveData?: boolean;
}

/**
 * Once the first screen is up and the browser is idle, loads the other remotes' route lists, so
 * moving to another part of the app (Chats, Credits) does not wait for its code. Skipped when the
 * reader asks to save data.
 */
export function usePrefetchRemotesWhenIdle(remotes: RemoteName[], ready: boolean): void {
  const loader = useRemoteLoader();
  const queryClient = useQueryClient();
  const key = remotes.join(',');
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    if (!ready || !key || connection?.saveData) return;
    let idle: number | undefined;
    const timer = window.setTimeout(() => {
      const prefetch = () => {
        for (const remote of key.split(',') as RemoteName[])
          void queryClient.prefetchQuery(remoteRoutesQueryOptions(loader, remote));
      };
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(prefetch);
      else prefetch();
    }, AFTER_FIRST_SCREEN_MS);
    return () => {
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [ready, key, loader, queryClient]);
}
