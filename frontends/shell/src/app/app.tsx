import { createQueryClient } from '@agora/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { probablySignedIn } from '../auth/session-hint';
import { useAuth } from '../auth/use-auth';
import { RemoteLoaderContext, type RemoteLoader } from '../remotes/remote-loader';
import { SettingsProvider } from '../settings/settings-context';
import { buildRoutes } from './build-routes';
import { prefetchCurrentRemote } from './prefetch-current-remote';

type CreateRouter = (routes: RouteObject[]) => ReturnType<typeof createBrowserRouter>;

export interface AppProps {
  loader: RemoteLoader;
  queryClient?: QueryClient;
  /** Tests and the build-time prerender pass a memory router. */
  createRouter?: CreateRouter;
  /** The path the app opens at (the prerender has no window). */
  startPath?: string;
}

export function App({
  loader,
  queryClient,
  createRouter = createBrowserRouter,
  startPath,
}: AppProps) {
  const [client] = useState(() => {
    const created = queryClient ?? createQueryClient();
    const path = startPath ?? window.location.pathname;
    prefetchCurrentRemote(created, loader, path, probablySignedIn());
    return created;
  });
  return (
    <QueryClientProvider client={client}>
      <RemoteLoaderContext.Provider value={loader}>
        <SettingsProvider>
          <AppRouter createRouter={createRouter} />
        </SettingsProvider>
      </RemoteLoaderContext.Provider>
    </QueryClientProvider>
  );
}

/** The route table depends on the sign-in state, so the router is rebuilt when that state settles. */
function AppRouter({ createRouter }: { createRouter: CreateRouter }) {
  const { state } = useAuth();
  const router = useMemo(
    () => createRouter(buildRoutes(state, probablySignedIn())),
    [state, createRouter],
  );
  useEffect(() => () => router.dispose(), [router]);
  // a new key remounts RouterProvider, which otherwise keeps the previous router's state
  return <RouterProvider key={state} router={router} />;
}
