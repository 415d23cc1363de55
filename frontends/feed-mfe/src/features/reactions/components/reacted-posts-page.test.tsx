import type { ReactedPost } from '@agora/contracts';
import { registerTranslations } from '@agora/ui';
import { renderWithHost } from '@agora/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedTranslations } from '../../../locales/all-locales';
import { LikesPage, SavesPage } from './reacted-posts-page';

registerTranslations('feed', feedTranslations);

/** An in-memory likes/saves store answering like the server's toggle and list endpoints. */
function serve(likes: ReactedPost[], saves: ReactedPost[]) {
  const lists = { like: likes, save: saves };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const toggle = /\/api\/posts\/(.+)\/(like|save)$/.exec(url);
      if (toggle && init?.method === 'POST') {
        const [, id, kind] = toggle as unknown as [string, string, 'like' | 'save'];
        const list = lists[kind];
        const index = list.findIndex((p) => p.id === id);
        if (index >= 0) list.splice(index, 1);
        else list.unshift({ ...(likes.concat(saves).find((p) => p.id === id) as ReactedPost) });
        return Response.json(kind === 'like' ? { liked: index < 0 } : { saved: index < 0 });
      }
      if (url.endsWith('/api/user/likes')) return Response.json(lists.like);
      if (url.endsWith('/api/user/saves')) return Response.json(lists.save);
      return Response.json([]);
    }),
  );
}

const post: ReactedPost = {
  id: 'p1',
  author: 'Rumi',
  content: 'What you seek is seeking you.',
  topic: 'Religion & Spirituality',
  timestamp: new Date().toISOString(),
};

afterEach(() => vi.unstubAllGlobals());

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
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) =>
        init?.method === 'POST' ? new Response('down', { status: 503 }) : Response.json([post]),
      ),
    );
    const { recording } = renderWithHost(<SavesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Unsave' }));
    await waitFor(() =>
      expect(recording.toasts).toEqual([
        { title: 'Error', description: 'Failed to remove post', variant: 'destructive' },
      ]),
    );
  });
});
