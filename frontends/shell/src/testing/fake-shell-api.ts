import { setupMockApi } from '@agora/ui/testing';
import { beforeEach } from 'vitest';
import { http, HttpResponse } from 'msw';

/** What the shell's server holds in a test; tests read and change it directly. */
export interface ShellStore {
  /** GET /api/auth/user; null answers 401 (a visitor). */
  user: Record<string, unknown> | null;
  subscription: Record<string, unknown>;
  /** GET /api/user/profile; null answers 404 (no profile yet). */
  profile: Record<string, unknown> | null;
  /** GET /api/public-stats; null answers 404. */
  publicStats: Record<string, unknown> | null;
  /** GET /api/demo-data by its `language`; a language not here answers 404. */
  demoData: Record<string, unknown>;
  /** A route (`METHOD /path`) answers this status instead of its data. */
  failures: Record<string, number>;
  /** Every request as `METHOD /path?query`. */
  requests: string[];
}

export function createShellStore(initial: Partial<ShellStore> = {}): ShellStore {
  return {
    user: null,
    subscription: {},
    profile: null,
    publicStats: null,
    demoData: {},
    failures: {},
    requests: [],
    ...initial,
  };
}

const notFound = () =>
  HttpResponse.json({ statusCode: 404, message: 'Not Found' }, { status: 404 });

/** msw handlers answering like the server over `store` (use with `setupMockApi` from @agora/ui/testing). */
export function shellHandlers(store: ShellStore) {
  const found = (value: unknown, missing: () => Response) =>
    value === null || value === undefined ? missing() : HttpResponse.json(value);
  const routes: Record<string, (url: URL) => Response> = {
    'GET /api/auth/user': () =>
      found(store.user, () =>
        HttpResponse.json({ statusCode: 401, message: 'Unauthorized' }, { status: 401 }),
      ),
    'GET /api/user/subscription': () => HttpResponse.json(store.subscription),
    'GET /api/user/profile': () => found(store.profile, notFound),
    'GET /api/public-stats': () => found(store.publicStats, notFound),
    'GET /api/demo-data': (url) =>
      found(store.demoData[url.searchParams.get('language') ?? ''], notFound),
  };
  return [
    http.all('/api/*', ({ request }) => {
      const url = new URL(request.url);
      const route = `${request.method} ${url.pathname}`;
      store.requests.push(`${route}${url.search}`);
      const failure = store.failures[route];
      if (failure)
        return HttpResponse.json(
          { statusCode: failure, message: 'fake failure' },
          { status: failure },
        );
      return routes[route]?.(url) ?? notFound();
    }),
  ];
}

/**
 * The file's HTTP fake (call at the top of a test file or `describe`): msw answering over one
 * store, emptied before each test.
 */
export function installFakeShellApi(): ShellStore {
  const server = setupMockApi();
  const store = createShellStore();
  beforeEach(() => {
    Object.assign(store, createShellStore());
    server.use(...shellHandlers(store));
  });
  return store;
}
