import type { RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { REALTIME_PATH } from '@agora/contracts/src/realtime-events';

/**
 * The HTTP fake of a frontend test file: an msw server answering `fetch` with `handlers` (usually
 * a remote's handlers over its in-memory store, in its `testing/` folder). Started before the
 * file's tests, its per-test overrides (`server.use(…)`) dropped after each, closed at the end. A
 * request no handler answers fails the test (the socket's path aside: mock `socket.io-client`
 * with `fakeSocket` to play server events).
 */
export function setupMockApi(...handlers: RequestHandler[]): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() =>
    server.listen({
      onUnhandledRequest: (request, print) => {
        if (!new URL(request.url).pathname.startsWith(REALTIME_PATH)) print.error();
      },
    }),
  );
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
