import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createQueryClient } from '../api/query-client';
import type { HostApi, HostUser } from '../host/host-api';
import { HostProvider } from '../host/host-context';
import { ensureI18n } from '../i18n/i18n';
import { DEFAULT_SETTINGS } from '../settings/settings';
import type { ToastInput } from '../toast/toast-store';

export interface HostRecording {
  toasts: ToastInput[];
  openedChats: string[];
  navigations: string[];
  logins: Array<string | undefined>;
}

export interface RenderWithHostOptions {
  user?: HostUser | null;
  /** Start URL for `routes` (default '/'). */
  path?: string;
  host?: Partial<HostApi>;
  queryClient?: QueryClient;
}

export const TEST_USER: HostUser = {
  id: 'user-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  isAdmin: false,
  credits: 100,
};

/** Renders remote routes the way the shell mounts them, with a host that records what was asked of it. */
export function renderRoutesWithHost(
  routes: RouteObject[],
  options: RenderWithHostOptions = {},
): RenderResult & { recording: HostRecording; queryClient: QueryClient } {
  ensureI18n('en');
  const recording: HostRecording = { toasts: [], openedChats: [], navigations: [], logins: [] };
  const queryClient = options.queryClient ?? createQueryClient();
  // The pathless root gives lazy routes something to show during their first load.
  const router = createMemoryRouter([{ HydrateFallback: () => null, children: routes }], {
    initialEntries: [options.path ?? '/'],
  });
  const host: HostApi = {
    user: options.user === undefined ? TEST_USER : options.user,
    authLoading: false,
    settings: { ...DEFAULT_SETTINGS },
    saveSettings: () => undefined,
    toast: (input) => void recording.toasts.push(input),
    openChat: (persona) => void recording.openedChats.push(persona),
    navigate: (to) => {
      recording.navigations.push(to);
      void router.navigate(to);
    },
    login: (returnTo) => void recording.logins.push(returnTo),
    logout: () => undefined,
    ...options.host,
  };
  const result = render(
    <QueryClientProvider client={queryClient}>
      <HostProvider value={host}>
        <RouterProvider router={router} />
      </HostProvider>
    </QueryClientProvider>,
  );
  return Object.assign(result, { recording, queryClient });
}

/** Renders one element inside the same providers (for widgets such as the chat overlay). */
export function renderWithHost(
  element: ReactElement,
  options: Omit<RenderWithHostOptions, 'path'> = {},
) {
  return renderRoutesWithHost([{ path: '*', element }], options);
}
