/** Shared fixtures of the Home Feed screen tests: the fake server and socket, posts, render. */
import type { HomeFeedConversation, HomeFeedPost } from '@agora/contracts';
import { registerTranslations, resetToasts, Toaster } from '@agora/ui';
import { fakeSocket, renderWithHost, setupMockApi } from '@agora/ui/testing';
import { http } from 'msw';
import { beforeEach, vi } from 'vitest';
import { feedTranslations } from '../../../locales/all-locales';
import { HomeFeedScreen } from './home-feed-screen';

registerTranslations('feed', feedTranslations);

/** The HTTP fake: each test installs the server's answers over its own state. */
const mockApi = setupMockApi();

/** The socket the screen opens: the test plays the server's announcements through it. */
export const socket = fakeSocket();
vi.mock('socket.io-client', () => ({ io: () => socket }));

let seq = 0;
export function learnerPost(content: string, extra: Partial<HomeFeedPost> = {}): HomeFeedPost {
  seq += 1;
  return {
    id: `p${seq}`,
    content,
    userId: 'user-1',
    user: { username: 'Ada' },
    isAiResponse: false,
    aiAuthor: null,
    aiAvatar: null,
    aiSpecialty: null,
    parentPostId: null,
    likes: 0,
    comments: 0,
    liked: false,
    createdAt: new Date(Date.now() + seq).toISOString(),
    replies: [],
    ...extra,
  };
}
export function figureReply(parent: HomeFeedPost, author: string): HomeFeedPost {
  return learnerPost(`@Ada ${author} answers "${parent.content}"`, {
    userId: null,
    user: null,
    isAiResponse: true,
    aiAuthor: author,
    aiAvatar: '🔬',
    aiSpecialty: 'Physics',
    parentPostId: parent.id,
  });
}

/** The server's page size of earlier replies in these tests. */
const EARLIER_PAGE = 2;

/**
 * The server as an in-memory store; `failPosts`/`failFeed`/`failEarlier` make its calls fail.
 * `earlier`: each conversation's replies older than those the feed shows, oldest first (flat);
 * `holdEarlier`: while set, pages of them wait for it.
 */
export const server = {
  posts: [] as HomeFeedPost[],
  earlier: {} as Record<string, HomeFeedPost[]>,
  requests: [] as { method: string; path: string; body: unknown }[],
  saves: [] as { id: string; author: string; content: string }[],
  failPosts: false,
  failFeed: false,
  failEarlier: false,
  holdEarlier: null as Promise<void> | null,
};

/** A page of a conversation's earlier replies: the `EARLIER_PAGE` before the cursor (an index). */
async function earlierPage(postId: string, cursor: string | null): Promise<Response> {
  await server.holdEarlier;
  if (server.failEarlier) return new Response('down', { status: 503 });
  const all = server.earlier[postId] ?? [];
  const end = cursor === null ? all.length : Number(cursor);
  const start = Math.max(0, end - EARLIER_PAGE);
  return Response.json({
    replies: all.slice(start, end),
    earlierReplies: start,
    nextCursor: start > 0 ? String(start) : null,
  });
}

/** Installed in each test file that imports this module: a fresh server, socket and toasts. */
beforeEach(() => {
  server.posts = [];
  server.earlier = {};
  server.requests = [];
  server.saves = [];
  server.failPosts = false;
  server.failFeed = false;
  server.failEarlier = false;
  server.holdEarlier = null;
  socket.reset();
  resetToasts();
  localStorage.clear();
  mockApi.use(
    http.all('*', async ({ request }) => {
      const url = request.url;
      const init = {
        method: request.method,
        body: request.method === 'GET' ? undefined : await request.text(),
      };
      const method = init?.method ?? 'GET';
      const path = new URL(url, 'http://x').pathname;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      server.requests.push({ method, path, body });
      if (method === 'GET' && path === '/api/home-feed')
        return server.failFeed
          ? new Response('down', { status: 500 })
          : Response.json({
              posts: server.posts.map((p): HomeFeedConversation => ({
                ...p,
                earlierReplies: server.earlier[p.id]?.length ?? 0,
              })),
              nextCursor: null,
            });
      const earlier = /^\/api\/home-feed\/posts\/(.+)\/earlier-replies$/.exec(path);
      if (method === 'GET' && earlier)
        return earlierPage(earlier[1]!, new URL(url, 'http://x').searchParams.get('cursor'));
      if (method === 'POST' && path === '/api/home-feed/posts') {
        if (server.failPosts) return new Response('down', { status: 500 });
        const created = learnerPost(body.content, { parentPostId: body.parentPostId ?? null });
        if (body.parentPostId) findPost(body.parentPostId)!.replies.push(created);
        else server.posts.unshift(created);
        return Response.json(created, { status: 201 });
      }
      const save = /^\/api\/posts\/(.+)\/save$/.exec(path);
      if (method === 'POST' && save) {
        const known = server.saves.some((p) => p.id === save[1]);
        server.saves = known
          ? server.saves.filter((p) => p.id !== save[1])
          : [{ id: save[1]!, author: body.postAuthor, content: body.postContent }, ...server.saves];
        return Response.json({ saved: !known });
      }
      if (method === 'GET' && path === '/api/user/saves/ids')
        return Response.json(server.saves.map((p) => p.id));
      if (method === 'POST' && path.endsWith('/like'))
        return Response.json({ liked: true, likes: 1 });
      if (method === 'POST' && path === '/api/home-feed/generate-more')
        return Response.json({ posts: [] });
      return new Response('not found', { status: 404 });
    }),
  );
});

function findPost(id: string, list = server.posts): HomeFeedPost | undefined {
  for (const p of list) {
    if (p.id === id) return p;
    const inner = findPost(id, p.replies);
    if (inner) return inner;
  }
  return undefined;
}

/** What the worker does: figures reply, then the server announces it on the socket. */
export function figuresReplyTo(id: string) {
  const parent = findPost(id)!;
  parent.replies.push(figureReply(parent, 'Marie Curie'));
  socket.fire('message', {
    type: 'message',
    channel: 'home-feed',
    id: 'all',
    data: { kind: 'replies', parentPostId: id, count: 1 },
  });
}

export const render = (options?: Parameters<typeof renderWithHost>[1]) =>
  renderWithHost(
    <>
      <HomeFeedScreen />
      <Toaster />
    </>,
    options,
  );
