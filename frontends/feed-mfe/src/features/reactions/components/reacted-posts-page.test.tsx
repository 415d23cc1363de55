import type { ReactedPost } from '@agora/contracts';
import { registerTranslations } from '@agora/ui';
import { renderWithHost, setupMockApi } from '@agora/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { feedTranslations } from '../../../locales/all-locales';
import { createFeedStore, feedHandlers } from '../../../testing/fake-feed-api';
import { LikesPage, SavesPage } from './reacted-posts-page';

registerTranslations('feed', feedTranslations);

const store = createFeedStore();
setupMockApi(...feedHandlers(store));

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
});
