import { setupMockApi } from '@agora/ui/testing';
import { http } from 'msw';

/** An answer: a JSON body (status 200), `{ status, body, headers? }`, or a promise of either (to hold it). */
type Answer = unknown;
type Route = (body: unknown, url: URL) => Answer | Promise<Answer>;

/** The chat server of one test: `METHOD /path` → how it answers; tests may change it. */
export type ChatStore = Record<string, Route>;

export interface FakeChatApi {
  store: ChatStore;
  /** Every request, in order, with its JSON body. */
  calls: { method: string; path: string; body: unknown }[];
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

const isShaped = (
  answer: unknown,
): answer is { status: number; body?: unknown; headers?: Record<string, string> } =>
  answer !== null && typeof answer === 'object' && 'status' in answer;

// The file's HTTP fake (msw): each test installs its own store with installFakeChatApi.
const mockApi = setupMockApi();

/** Answers the chat calls from `store` for one test (msw, dropped after it); others get 404. */
export function installFakeChatApi(store: ChatStore = {}): FakeChatApi {
  const api: FakeChatApi = { store, calls: [] };
  mockApi.use(
    http.all('/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.text();
      const body: unknown = text ? JSON.parse(text) : undefined;
      api.calls.push({ method: request.method, path: url.pathname, body });
      const route = api.store[`${request.method} ${url.pathname}`];
      if (!route) return json(404, { statusCode: 404, message: 'Not Found' });
      const answer = await route(body, url);
      return isShaped(answer)
        ? json(answer.status, answer.body, answer.headers)
        : json(200, answer);
    }),
  );
  return api;
}

/** A promise that never settles: the request stays loading. */
export const pending = () => new Promise<never>(() => undefined);
