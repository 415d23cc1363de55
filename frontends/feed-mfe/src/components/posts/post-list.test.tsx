import type { ExplorePost } from '@agora/contracts';
import { registerTranslations } from '@agora/ui';
import { renderWithHost, setupMockApi } from '@agora/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { feedTranslations } from '../../locales/all-locales';
import { createFeedStore, feedHandlers } from '../../testing/fake-feed-api';
import { PostList } from './post-list';

registerTranslations('feed', feedTranslations);

const post = (id: string): ExplorePost => ({
  id,
  author: 'Hypatia',
  avatar: '📐',
  specialty: 'Mathematics',
  content: `Post ${id}`,
  topic: 'Mathematics & Physics',
  sources: [],
  claimKind: 'documented',
  timestamp: new Date().toISOString(),
});

const likeButtons = () => screen.getAllByRole('button', { name: 'Like' });

const store = createFeedStore();
setupMockApi(...feedHandlers(store));
beforeEach(() => Object.assign(store, createFeedStore()));

describe('post list likes', () => {
  it('starts with the signed-in user’s liked posts filled, then follows the server’s toggle answer', async () => {
    store.likes = [{ ...post('b'), timestamp: new Date().toISOString() }];
    renderWithHost(<PostList posts={[post('a'), post('b')]} />);
    await waitFor(() => expect(likeButtons()[1]).toHaveAttribute('aria-pressed', 'true'));
    expect(likeButtons()[0]).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(likeButtons()[1] as HTMLElement);
    await waitFor(() => expect(likeButtons()[1]).toHaveAttribute('aria-pressed', 'false'));
    expect(store.requests).toContain('POST /api/posts/b/like');
  });

  it('does not ask for likes for a visitor', async () => {
    renderWithHost(<PostList posts={[post('a')]} />, { user: null });
    expect(likeButtons()[0]).toHaveAttribute('aria-pressed', 'false');
    await new Promise((r) => setTimeout(r, 20));
    expect(store.requests).toEqual([]);
  });

  it('draws the actions as SVG icons, not emoji', () => {
    renderWithHost(<PostList posts={[post('a')]} />, { user: null });
    const card = screen.getByTestId('post-card');
    expect(card.querySelectorAll('footer svg')).toHaveLength(4);
    expect(card.querySelector('footer')?.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('lays out the figure’s words (author, specialty, text, sources) in their own direction', () => {
    const sourced = { ...post('a'), sources: ['Euclid, Elements.'] };
    renderWithHost(<PostList posts={[sourced]} />, { user: null });
    const card = screen.getByTestId('post-card');
    for (const text of ['Hypatia', 'Mathematics', 'Post a', 'Euclid, Elements.'])
      expect(within(card).getByText(text)).toHaveAttribute('dir', 'auto');
    expect(within(card).getByRole('button', { name: 'Like' })).not.toHaveAttribute('dir');
  });
});
