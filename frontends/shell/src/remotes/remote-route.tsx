import { ErrorCard, Spinner, type RouteHandle } from '@agora/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayout } from '../app/layout-context';
import { NotFoundPage } from '../pages/not-found-page';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { useRemoteLoader, type RemoteName } from './remote-loader';
import { forgetLazyPage, RemotePage } from './remote-page';

export const remoteRoutesQueryKey = (remote: RemoteName) => ['remote-routes', remote] as const;

/**
 * The screen a remote owns at `path` of the shell's route table. A remote that cannot load (or
 * throws while rendering) shows an error card with Retry; the rest of the app keeps working.
 */
export function RemoteRoute({ remote, path }: { remote: RemoteName; path: string }) {
  const { t } = useTranslation('shell');
  const loader = useRemoteLoader();
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState(0);
  const routes = useQuery({
    queryKey: remoteRoutesQueryKey(remote),
    queryFn: () => loader.loadRoutes(remote),
    staleTime: Infinity,
    retry: false,
  });
  const route = routes.data?.find((candidate) => candidate.path === path);
  useHeaderVisibility(route?.handle as RouteHandle | undefined);

  const retry = async () => {
    if (route) forgetLazyPage(route);
    try {
      await loader.reload(remote);
    } catch (error) {
      console.error('The remote manifest could not be fetched again', error);
    }
    await queryClient.resetQueries({ queryKey: remoteRoutesQueryKey(remote) });
    setAttempt((n) => n + 1);
  };

  const errorCard = () => (
    <ErrorCard
      title={t('remote.failed', { name: t(`remote.names.${remote}`) })}
      message={t('remote.failedBody')}
      onRetry={() => void retry()}
    />
  );

  if (routes.isPending) return <CenteredSpinner />;
  if (routes.isError)
    return (
      <div data-remote-error={remote} className="ag-app-column">
        {errorCard()}
      </div>
    );
  if (!route) return <NotFoundPage />;
  return (
    <RemoteErrorBoundary
      resetKey={attempt}
      fallback={() => <div className="ag-app-column">{errorCard()}</div>}
    >
      <Suspense fallback={<CenteredSpinner />}>
        <RemotePage route={route} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function CenteredSpinner() {
  return (
    <div className="shell-centered">
      <Spinner />
    </div>
  );
}

function useHeaderVisibility(handle: RouteHandle | undefined) {
  const { setHeaderHidden } = useLayout();
  const hidden = handle?.hideHeader === true;
  useEffect(() => {
    setHeaderHidden(hidden);
    return () => setHeaderHidden(false);
  }, [hidden, setHeaderHidden]);
}
