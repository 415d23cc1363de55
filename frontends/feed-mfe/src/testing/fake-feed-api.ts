import type {
  ActivityItem,
  ExplorePost,
  HomeFeedPost,
  ReactedPost,
  ThreadPost,
} from '@agora/contracts';
import { http, HttpResponse } from 'msw';

/** What the feed's server holds in a test; tests read and change it directly. */
export interface FeedStore {
  likes: ReactedPost[];
  saves: ReactedPost[];
  activity: ActivityItem[];
  generated: ExplorePost[];
  /** Posts of a custom-topic feed and of a rabbit hole's deep dive. */
  customPosts: ExplorePost[];
  deepDive: ExplorePost[];
  /** The id POST /api/rabbit-holes gives the next thread. */
  rabbitHoleId: string;
  /** Stored threads by id, as GET /api/rabbit-holes/{id} reads them back. */
  threads: Record<string, ThreadPost[]>;
  /** The figures' answers to a reply in a thread, and the posts made from a question. */
  answers: ExplorePost[];
  questionPosts: ExplorePost[];
  /** The last JSON body posted to each path. */
  bodies: Record<string, unknown>;
  /** Top-level posts of the home feed (`earlierReplies` 0 unless a test sets it). */
  homePosts: (HomeFeedPost & { earlierReplies?: number })[];
  credits: number;
  /** Like/save toggles answer 503 while set. */
  failToggles: boolean;
  /** Every request as `METHOD /path`. */
  requests: string[];
}

export function createFeedStore(initial: Partial<FeedStore> = {}): FeedStore {
  return {
    likes: [],
    saves: [],
    activity: [],
    generated: [],
    customPosts: [],
    deepDive: [],
    rabbitHoleId: '11111111-1111-4111-8111-111111111111',
    threads: {},
    answers: [],
    questionPosts: [],
    bodies: {},
    homePosts: [],
    credits: 50,
    failToggles: false,
    requests: [],
    ...initial,
  };
}

/**
 * A page of a Liked or Saved list as the server pages it: newest first, `limit` (default 50) posts,
 * the next page's cursor (here, where it starts) in `X-Next-Cursor`.
 */
function reactionsPage(request: Request, posts: readonly ReactedPost[]) {
  const query = new URL(request.url).searchParams;
  const start = Number(query.get('cursor') ?? 0);
  const limit = Number(query.get('limit') ?? 50);
  const end = start + limit;
  return HttpResponse.json(posts.slice(start, end), {
    headers: end < posts.length ? { 'X-Next-Cursor': String(end) } : {},
  });
}

interface ReactionBody {
  postContent?: string;
  postAuthor?: string;
  postTopic?: string;
}

/** msw handlers answering like the server over `store` (use with `setupMockApi` from @agora/ui/testing). */
export function feedHandlers(store: FeedStore) {
  const record = (request: Request) => {
    const path = new URL(request.url).pathname;
    store.requests.push(`${request.method} ${path}`);
    if (request.method === 'POST')
      void request
        .clone()
        .json()
        .then(
          (body: unknown) => (store.bodies[path] = body),
          () => undefined,
        );
  };
  const stored = (id: unknown, kind: ThreadPost['kind'], posts: readonly ExplorePost[]) => {
    if (typeof id === 'string' && store.threads[id])
      store.threads[id].push(...posts.map((post) => ({ ...post, kind })));
  };
  return [
    http.get(
      '/api/user/likes',
      ({ request }) => (record(request), reactionsPage(request, store.likes)),
    ),
    http.get(
      '/api/user/saves',
      ({ request }) => (record(request), reactionsPage(request, store.saves)),
    ),
    http.get(
      '/api/user/likes/ids',
      ({ request }) => (record(request), HttpResponse.json(store.likes.map((p) => p.id))),
    ),
    http.get(
      '/api/user/saves/ids',
      ({ request }) => (record(request), HttpResponse.json(store.saves.map((p) => p.id))),
    ),
    http.get(
      '/api/activity',
      ({ request }) => (record(request), HttpResponse.json(store.activity)),
    ),
    http.get('/api/user/subscription', ({ request }) => {
      record(request);
      return HttpResponse.json({ credits: store.credits, subscription: { name: 'Explorer' } });
    }),
    http.get('/api/home-feed', ({ request }) => {
      record(request);
      return HttpResponse.json({
        posts: store.homePosts.map((post) => ({ earlierReplies: 0, ...post })),
        nextCursor: null,
      });
    }),
    http.post('/api/generate-posts', ({ request }) => {
      record(request);
      return HttpResponse.json({ posts: store.generated });
    }),
    http.post('/api/generate-custom-posts', ({ request }) => {
      record(request);
      return HttpResponse.json({ posts: store.customPosts });
    }),
    http.post<never, { originalPost?: ExplorePost }>('/api/rabbit-holes', async ({ request }) => {
      record(request);
      const { originalPost } = await request.clone().json();
      store.threads[store.rabbitHoleId] = [];
      if (originalPost) stored(store.rabbitHoleId, 'original', [originalPost]);
      return HttpResponse.json({ id: store.rabbitHoleId });
    }),
    http.get<{ id: string }>('/api/rabbit-holes/:id', ({ request, params }) => {
      record(request);
      const posts = store.threads[params.id];
      if (!posts) return new HttpResponse('not found', { status: 404 });
      return HttpResponse.json({
        id: params.id,
        originalPostId: posts[0]?.id ?? '',
        language: 'en',
        createdAt: new Date().toISOString(),
        posts,
      });
    }),
    http.post<never, { content: string; username: string; rabbitHoleId: string }>(
      '/api/user-posts',
      async ({ request }) => {
        record(request);
        const body = await request.clone().json();
        const mine: ExplorePost = {
          id: crypto.randomUUID(),
          author: body.username,
          avatar: '🙂',
          specialty: '',
          content: body.content,
          topic: '',
          sources: [],
          claimKind: 'role-play',
          timestamp: new Date().toISOString(),
        };
        stored(body.rabbitHoleId, 'user', [mine]);
        return HttpResponse.json(mine);
      },
    ),
    http.post<never, { rabbitHoleId?: string }>(
      '/api/generate-ai-response',
      async ({ request }) => {
        record(request);
        stored((await request.clone().json()).rabbitHoleId, 'ai', store.answers);
        return HttpResponse.json({ posts: store.answers });
      },
    ),
    http.post('/api/analyze-question', ({ request }) => {
      record(request);
      return HttpResponse.json({ context: 'What the learner asked', topics: ['General'] });
    }),
    http.post('/api/generate-question-posts', ({ request }) => {
      record(request);
      return HttpResponse.json({ posts: store.questionPosts });
    }),
    http.post<never, { rabbitHoleId?: string }>(
      '/api/generate-rabbit-hole',
      async ({ request }) => {
        record(request);
        stored((await request.clone().json()).rabbitHoleId, 'thread', store.deepDive);
        return HttpResponse.json({ posts: store.deepDive });
      },
    ),
    http.post<{ id: string; kind: string }, ReactionBody>(
      '/api/posts/:id/:kind',
      async ({ request, params }) => {
        record(request);
        if (store.failToggles) return new HttpResponse('down', { status: 503 });
        const kind = params.kind === 'like' ? 'likes' : 'saves';
        const body = await request.json().catch((): ReactionBody => ({}));
        const known = [...store.likes, ...store.saves].find((post) => post.id === params.id);
        const on = !store[kind].some((post) => post.id === params.id);
        store[kind] = on
          ? [
              known ?? {
                id: params.id,
                author: body.postAuthor ?? '',
                content: body.postContent ?? '',
                topic: body.postTopic ?? 'General Knowledge',
                timestamp: new Date().toISOString(),
              },
              ...store[kind],
            ]
          : store[kind].filter((post) => post.id !== params.id);
        return HttpResponse.json(params.kind === 'like' ? { liked: on } : { saved: on });
      },
    ),
  ];
}
