import { ErrorCard, type RouteHandle } from '@agora/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router-dom';
import { useLayout } from '../app/layout-context';
import { NotFoundPage } from '../pages/not-found-page';
import { CenteredSpinner } from './centered-spinner';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { useRemoteLoader, type RemoteName } from './remote-loader';
import { forgetLazyPage, RemotePage } from './remote-page';
import {
  declaredRoutesQueryKey,
  remoteRoutesQueryKey,
  remoteRoutesQueryOptions,
} from './remote-routes-query';

/** The screen a remote owns at `path` (the admin gate, a visitor's rabbit-hole link). */
export function RemoteRoute({ remote, path }: { remote: RemoteName; path: string }) {
  const loader = useRemoteLoader();
  const routes = useQuery(remoteRoutesQueryOptions(loader, remote));
  const retry = useRetryRemote(remote);
  const route = routes.data?.find((candidate) => candidate.path === path);
  if (routes.isPending) return <CenteredSpinner />;
  if (routes.isError) return <RemoteFailed remote={remote} onRetry={retry.run} />;
  if (!route) return <NotFoundPage />;
  return <RemoteScreen remote={remote} route={route} />;
}

/**
 * One of a remote's route objects, inside an error boundary: a page that cannot load or throws
 * shows an error card with Retry; the rest of the app keeps working.
 */
export function RemoteScreen({ remote, route }: { remote: RemoteName; route: RouteObject }) {
  const retry = useRetryRemote(remote, route);
  useHeaderVisibility(route.handle as RouteHandle | undefined);
  return (
    <RemoteErrorBoundary
      resetKey={retry.attempt}
      fallback={() => <RemoteFailed remote={remote} onRetry={retry.run} />}
    >
      <Suspense fallback={<CenteredSpinner />}>
        <RemotePage route={route} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** 'The feed could not be loaded' with Retry, which fetches the manifest and the remote again. */
export function RemoteFailed({
  remote,
  onRetry,
}: {
  remote: RemoteName;
  onRetry(): Promise<void>;
}) {
  const { t } = useTranslation('shell');
  return (
    <div data-remote-error={remote} className="ag-app-column">
      <ErrorCard
        title={t('remote.failed', { name: t(`remote.names.${remote}`) })}
        message={t('remote.failedBody')}
        onRetry={() => void onRetry()}
      />
    </div>
  );
}

/** Retry: forget the failed page, fetch the manifest again and reload the remote's routes. */
export function useRetryRemote(remote: RemoteName, route?: RouteObject) {
  const loader = useRemoteLoader();
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState(0);
  const run = async () => {
    if (route) forgetLazyPage(route);
    try {
      await loader.reload(remote);
    } catch (error) {
      console.error('The remote manifest could not be fetched again', error);
    }
    await queryClient.resetQueries({ queryKey: ['remote-list'] });
    await queryClient.resetQueries({ queryKey: declaredRoutesQueryKey(remote) });
    await queryClient.resetQueries({ queryKey: remoteRoutesQueryKey(remote) });
    setAttempt((n) => n + 1);
  };
  return { attempt, run };
}

function useHeaderVisibility(handle: RouteHandle | undefined) {
  const { setHeaderHidden } = useLayout();
  const hidden = handle?.hideHeader === true;
  useEffect(() => {
    setHeaderHidden(hidden);
    return () => setHeaderHidden(false);
  }, [hidden, setHeaderHidden]);
}
