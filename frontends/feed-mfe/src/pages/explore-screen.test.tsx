import type { ExplorePost } from '@agora/contracts';
import { DEFAULT_SETTINGS, registerTranslations } from '@agora/ui';
import { renderWithHost, setupMockApi } from '@agora/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedTranslations } from '../locales/all-locales';
import { CACHED_POSTS_KEY } from '../lib/posts/post-cache';
import { createFeedStore, feedHandlers } from '../testing/fake-feed-api';
import { ExploreScreen } from './explore-screen';

registerTranslations('feed', feedTranslations);

const generated = (n: number): ExplorePost[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `gen-${i}`,
    author: 'Hypatia',
    avatar: '📐',
    specialty: 'Mathematics',
    content: `Generated post ${i}`,
    topic: 'Mathematics & Physics',
    sources: ['kb:hypatia-1'],
    claimKind: 'documented',
    provider: 'offline',
    timestamp: new Date().toISOString(),
  }));

const store = createFeedStore();
const server = setupMockApi(...feedHandlers(store));
beforeEach(() => Object.assign(store, createFeedStore()));

/** The server's answer to /api/generate-posts decides the feed's fate; answers the calls made. */
function serve(generate: () => Response | Promise<Response>) {
  server.use(
    http.post('/api/generate-posts', ({ request }) => {
      store.requests.push(`POST ${new URL(request.url).pathname}`);
      return generate();
    }),
  );
  return store.requests;
}

afterEach(() => vi.restoreAllMocks());

/** Post cards on screen (a view once opened stays mounted, hidden, to keep its feed). */
const visiblePosts = () =>
  screen.getAllByTestId('post-card').filter((card) => !card.closest('[hidden]'));

describe('explore screen', () => {
  it('shows the five built-in samples first, then the generated feed with claim kinds, sources and the offline notice', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    serve(async () => {
      await gate;
      return HttpResponse.json({ posts: generated(15) });
    });
    renderWithHost(<ExploreScreen initialView="main" />);
    expect(screen.getAllByTestId('post-card')).toHaveLength(5);
    release();
    await waitFor(() => expect(screen.getAllByTestId('post-card')).toHaveLength(15));
    expect(screen.getAllByText('Documented fact')).toHaveLength(15);
    expect(screen.getAllByText('Sources')).toHaveLength(15);
    expect(screen.getByRole('note')).toHaveTextContent('built-in offline engine');
    expect(JSON.parse(localStorage.getItem(CACHED_POSTS_KEY) ?? '[]')).toHaveLength(15);
  });

  it("falls back to cached posts with 'Using cached content', or to the three built-in posts", async () => {
    serve(() => new HttpResponse('boom', { status: 500 }));
    localStorage.setItem(CACHED_POSTS_KEY, JSON.stringify(generated(4)));
    const cached = renderWithHost(<ExploreScreen initialView="main" />);
    await waitFor(() => expect(screen.getAllByTestId('post-card')).toHaveLength(4));
    expect(cached.recording.toasts).toContainEqual(
      expect.objectContaining({ description: 'Using cached content' }),
    );
    cached.unmount();

    localStorage.clear();
    renderWithHost(<ExploreScreen initialView="main" />);
    await waitFor(() => expect(screen.getAllByTestId('post-card')).toHaveLength(3));
  });

  it('shows the offline banner and, in offline mode, the cache without calling the server', async () => {
    const calls = serve(() => HttpResponse.json({ posts: generated(15) }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    localStorage.setItem(CACHED_POSTS_KEY, JSON.stringify(generated(6)));
    const { recording } = renderWithHost(<ExploreScreen initialView="main" />, {
      host: { settings: { ...DEFAULT_SETTINGS, offlineMode: true } },
    });
    expect(screen.getByText("You're offline - showing cached content")).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('post-card')).toHaveLength(6));
    expect(calls.filter((url) => url.endsWith('/api/generate-posts'))).toEqual([]);
    expect(recording.toasts).toContainEqual(
      expect.objectContaining({ description: 'Using cached content' }),
    );
    vi.restoreAllMocks();
  });

  it('loads the generated feed the first time the historical feed is picked, and keeps a custom feed once generated', async () => {
    const calls = serve(() => HttpResponse.json({ posts: generated(15) }));
    store.customPosts = generated(2).map((p) => ({
      ...p,
      id: `c-${p.id}`,
      content: `Custom ${p.id}`,
    }));
    renderWithHost(<ExploreScreen initialView="question" />);
    fireEvent.click(screen.getByRole('button', { name: 'Historical Feed' }));
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Historical Feed' }),
    );
    await waitFor(() => expect(screen.getAllByTestId('post-card')).toHaveLength(15));

    fireEvent.click(screen.getByRole('button', { name: 'Topics' }));
    fireEvent.click(screen.getByRole('button', { name: 'Food & Cooking' }));
    fireEvent.click(screen.getByRole('button', { name: 'Generate Custom Feed' }));
    await waitFor(() => expect(visiblePosts()).toHaveLength(2));
    expect(calls.filter((u) => u.endsWith('/api/generate-posts'))).toHaveLength(1);
    // The topics feed has its own title, not the historical feed's.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your Topics Feed');
    expect(screen.getByText('Food & Cooking', { selector: 'p' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Historical Feed' }));
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Historical Feed' }),
    );
    expect(visiblePosts()).toHaveLength(15);
    expect(calls.filter((u) => u.endsWith('/api/generate-posts'))).toHaveLength(1);
  });

  it("opens a post's rabbit hole when its text is tapped, and comes back to the same feed", async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    serve(() => HttpResponse.json({ posts: generated(15) }));
    renderWithHost(<ExploreScreen initialView="main" />, { user: null });
    await waitFor(() => expect(visiblePosts()).toHaveLength(15));
    fireEvent.click(screen.getByRole('button', { name: 'Generated post 3' }));
    const thread = await screen.findByRole('region', { name: 'Rabbit hole' });
    expect(within(thread).getAllByTestId('post-card')[0]).toHaveTextContent('Generated post 3');
    fireEvent.click(within(thread).getByRole('button', { name: 'Back to main feed' }));
    expect(screen.queryByRole('region', { name: 'Rabbit hole' })).toBeNull();
    expect(visiblePosts()).toHaveLength(15);
  });

  it('asks a visitor to sign in before liking or saving', async () => {
    serve(() => HttpResponse.json({ posts: generated(15) }));
    const { recording } = renderWithHost(<ExploreScreen initialView="main" />, { user: null });
    await waitFor(() => expect(screen.getAllByTestId('post-card')).toHaveLength(15));
    fireEvent.click(screen.getAllByRole('button', { name: 'Like' })[0]!);
    fireEvent.click(screen.getAllByRole('button', { name: 'Bookmark' })[0]!);
    expect(recording.toasts).toEqual([
      { title: 'Sign in required', description: 'Please sign in to like posts' },
      { title: 'Sign in required', description: 'Please sign in to save posts' },
    ]);
  });

  it("opens the figure's chat from a post", async () => {
    serve(() => HttpResponse.json({ posts: generated(15) }));
    const { recording } = renderWithHost(<ExploreScreen initialView="main" />);
    await waitFor(() => expect(screen.getAllByTestId('post-card')).toHaveLength(15));
    fireEvent.click(screen.getAllByRole('button', { name: 'Chat with Hypatia' })[0]!);
    expect(recording.openedChats).toEqual(['Hypatia']);
  });
});
