import type { ReactedPost } from '@agora/contracts';
import { registerTranslations } from '@agora/ui';
import { renderWithHost, setupMockApi } from '@agora/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { feedTranslations } from '../../../locales/all-locales';
import { createFeedStore, feedHandlers } from '../../../testing/fake-feed-api';
import { LikesPage, SavesPage } from './reacted-posts-page';

registerTranslations('feed', feedTranslations);

const store = createFeedStore();
const server = setupMockApi(...feedHandlers(store));

/** The server holds these likes and saves (each test starts from its own). */
function serve(likes: ReactedPost[], saves: ReactedPost[]) {
  Object.assign(store, createFeedStore({ likes, saves }));
}

const post: ReactedPost = {
  id: 'p1',
  author: 'Rumi',
  content: 'What you seek is seeking you.',
  topic: 'Religion & Spirituality',
  timestamp: new Date().toISOString(),
};

describe('Liked and Saved Posts', () => {
  it("unlikes a post: it leaves the list, with 'Removed from likes', down to the empty state", async () => {
    serve([{ ...post }], []);
    const { recording } = renderWithHost(<LikesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Unlike' }));
    expect(await screen.findByText('No liked posts yet')).toBeInTheDocument();
    expect(recording.toasts).toEqual([
      { title: 'Removed from likes', description: 'Post has been unliked' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Explore' }));
    expect(recording.navigations).toEqual(['/feed?tab=historical']);
  });

  it("likes a post from the saved list with 'Post liked!'", async () => {
    serve([], [{ ...post }]);
    const { recording } = renderWithHost(<SavesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Like' }));
    await waitFor(() =>
      expect(recording.toasts).toEqual([
        { title: 'Post liked!', description: 'Added to your liked posts' },
      ]),
    );
    expect(screen.getByText('What you seek is seeking you.')).toBeInTheDocument();
  });

  it('shows and follows the real state of the other reaction: Save on a saved post is pressed, and unsaves', async () => {
    const saved = { ...post, id: 'p2', content: 'Silence is the language of God.' };
    serve([{ ...post }, { ...saved }], [{ ...saved }]);
    const { recording } = renderWithHost(<LikesPage />);
    const cards = await screen.findAllByTestId('reacted-post');
    expect(within(cards[0]!).getByRole('button', { name: 'Save' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const savedButton = await within(cards[1]!).findByRole('button', { name: 'Saved' });
    expect(savedButton).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(savedButton);
    await waitFor(() =>
      expect(recording.toasts).toEqual([
        { title: 'Removed from saves', description: 'Post has been removed from your collection' },
      ]),
    );
    expect(
      await within(cards[1]!).findByRole('button', { name: 'Save', pressed: false }),
    ).toBeInTheDocument();
    // The post stays liked: only the other reaction changed.
    expect(screen.getAllByTestId('reacted-post')).toHaveLength(2);

    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'Save' }));
    expect(
      await within(cards[0]!).findByRole('button', { name: 'Saved', pressed: true }),
    ).toBeInTheDocument();
  });

  it("reports a failed unsave as 'Failed to remove post'", async () => {
    Object.assign(store, createFeedStore({ saves: [post], failToggles: true }));
    const { recording } = renderWithHost(<SavesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Unsave' }));
    await waitFor(() =>
      expect(recording.toasts).toEqual([
        { title: 'Error', description: 'Failed to remove post', variant: 'destructive' },
      ]),
    );
  });

  /** `count` liked posts, newest first (`liked-0` the newest). */
  const manyLikes = (count: number): ReactedPost[] =>
    Array.from({ length: count }, (_, i) => ({
      ...post,
      id: `liked-${i}`,
      content: `Liked thought ${i}`,
    }));

  it('shows the newest page of likes and loads the rest with Load more, each post once', async () => {
    const user = userEvent.setup();
    // The oldest like is also saved: its Save button knows it, though it is on the second page.
    serve(manyLikes(60), [{ ...post, id: 'liked-59' }]);
    renderWithHost(<LikesPage />);
    expect(await screen.findAllByTestId('reacted-post')).toHaveLength(50);
    expect(screen.getByText('Liked thought 0')).toBeVisible();
    expect(screen.queryByText('Liked thought 50')).toBeNull();

    const more = screen.getByRole('button', { name: 'Load more' });
    more.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('reacted-post')).toHaveLength(60));
    const ids = screen
      .getAllByTestId('reacted-post')
      .map((card) => within(card).getByText(/^Liked thought/).textContent);
    expect(new Set(ids).size).toBe(60);
    expect(ids.at(-1)).toBe('Liked thought 59');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const last = screen.getAllByTestId('reacted-post').at(-1)!;
    expect(within(last).getByRole('button', { name: 'Saved' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(store.requests).toContain('GET /api/user/saves/ids');
  });

  it('says so when the next page fails, keeping Load more (and the focus) to try again', async () => {
    const user = userEvent.setup();
    serve(manyLikes(55), []);
    let failing = true;
    server.use(
      http.get('/api/user/likes', ({ request }) =>
        failing && new URL(request.url).searchParams.has('cursor')
          ? new HttpResponse('down', { status: 503 })
          : undefined,
      ),
    );
    renderWithHost(<LikesPage />);
    const more = await screen.findByRole('button', { name: 'Load more' });
    more.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'More posts could not be loaded. Please try again.',
    );
    expect(more).toHaveFocus();
    expect(screen.getAllByTestId('reacted-post')).toHaveLength(50);

    failing = false;
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('reacted-post')).toHaveLength(55));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells a learner at the limit why a like was refused', async () => {
    serve([], [{ ...post }]);
    server.use(
      http.post('/api/posts/:id/like', () =>
        HttpResponse.json(
          {
            statusCode: 409,
            error: 'Conflict',
            message: 'You already like 1000 posts, the most one account may keep',
            limit: 1000,
          },
          { status: 409 },
        ),
      ),
    );
    const { recording } = renderWithHost(<SavesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Like' }));
    await waitFor(() =>
      expect(recording.toasts).toEqual([
        {
          title: 'Error',
          description: 'You can keep at most 1000 liked posts. Unlike one to like another.',
          variant: 'destructive',
        },
      ]),
    );
  });
});
