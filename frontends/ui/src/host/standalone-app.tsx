import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  createBrowserRouter,
  Outlet,
  RouterProvider,
  useNavigate,
  type RouteObject,
} from 'react-router-dom';
import { apiRequest } from '../api/api-request';
import { createQueryClient } from '../api/query-client';
import { ensureI18n } from '../i18n/i18n';
import { languageCodeOf } from '../settings/languages';
import { useSettings } from '../settings/use-settings';
import { toast } from '../toast/toast-store';
import { Toaster } from '../toast/toaster';
import type { HostApi, HostUser } from './host-api';
import { HostProvider } from './host-context';
import { goToLogin, goToLogout } from './navigation';

/**
 * A minimal host so a remote can run on its own dev server: real auth query and settings,
 * toasts, and a chat request that is only logged (the overlay lives in the shell).
 */
export function StandaloneApp({ routes }: { routes: RouteObject[] }) {
  const [queryClient] = useState(createQueryClient);
  const router = useMemo(
    () => createBrowserRouter([{ element: <StandaloneHost />, children: routes }]),
    [routes],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

function StandaloneHost() {
  const [settings, saveSettings] = useSettings();
  ensureI18n(languageCodeOf(settings.language));
  const navigate = useNavigate();
  const auth = useQuery({
    queryKey: ['/api/auth/user'],
    queryFn: () => apiRequest<HostUser>('GET', '/api/auth/user').catch(() => null),
  });
  const host: HostApi = {
    user: auth.data ?? null,
    authLoading: auth.isLoading,
    settings,
    saveSettings,
    toast,
    openChat: (persona) => console.info(`openChat(${persona}) is handled by the shell`),
    navigate: (to, options) => void navigate(to, options),
    login: (returnTo) => goToLogin(returnTo ?? window.location.pathname),
    logout: goToLogout,
  };
  return (
    <HostProvider value={host}>
      <main className="ag-app-column">
        <Outlet />
      </main>
      <Toaster />
    </HostProvider>
  );
}
