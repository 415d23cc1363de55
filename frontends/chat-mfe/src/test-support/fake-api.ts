import { vi } from 'vitest';

type Handler = (body: unknown, url: URL) => { status?: number; body?: unknown } | unknown;

/** A handler may answer later (return a promise), e.g. to hold a reply until the test stops it. */

/** Answers `fetch` from a route table ("METHOD /path" → handler) and records every call. */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, body });
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return new Response(JSON.stringify({ message: 'Not Found' }), { status: 404 });
    const result = (await handler(body, url)) as { status?: number; body?: unknown } | undefined;
    const isShaped = result !== null && typeof result === 'object' && 'status' in result;
    const status = isShaped ? (result.status ?? 200) : 200;
    const payload = isShaped ? result.body : result;
    return new Response(payload === undefined ? '' : JSON.stringify(payload), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

export const PERSONAS = {
  figures: [
    {
      name: 'Leonardo da Vinci',
      avatar: '🎨',
      specialty: 'Renaissance polymath',
      era: '',
      bio: '',
      speakingStyle: '',
      topics: [],
      born: 1452,
      died: 1519,
    },
    {
      name: 'Socrates',
      avatar: '🏺',
      specialty: 'Classical philosopher',
      era: '',
      bio: '',
      speakingStyle: '',
      topics: [],
      born: -470,
      died: -399,
    },
  ],
  mentors: ['Leonardo da Vinci', 'Socrates'],
  explore: [],
  mentionable: [],
  categories: [],
  languages: [],
  defaultMentor: 'Leonardo da Vinci',
};
