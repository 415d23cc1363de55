import type { ExplorePost } from '@agora/contracts';
import { registerTranslations } from '@agora/ui';
import { renderWithHost } from '@agora/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedTranslations } from '../../locales/all-locales';
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

afterEach(() => vi.unstubAllGlobals());

describe('post list likes', () => {
  it('starts with the signed-in user’s liked posts filled, then follows the server’s toggle answer', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${new URL(url, 'http://x').pathname}`);
        if (url.endsWith('/api/user/likes'))
          return Response.json([{ ...post('b'), timestamp: new Date().toISOString() }]);
        if (url.endsWith('/api/posts/b/like')) return Response.json({ liked: false });
        return new Response('not found', { status: 404 });
      }),
    );
    renderWithHost(<PostList posts={[post('a'), post('b')]} />);
    await waitFor(() => expect(likeButtons()[1]).toHaveAttribute('aria-pressed', 'true'));
    expect(likeButtons()[0]).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(likeButtons()[1] as HTMLElement);
    await waitFor(() => expect(likeButtons()[1]).toHaveAttribute('aria-pressed', 'false'));
    expect(calls).toContain('POST /api/posts/b/like');
  });

  it('does not ask for likes for a visitor', async () => {
    const fetchSpy = vi.fn(async () => Response.json([]));
    vi.stubGlobal('fetch', fetchSpy);
    renderWithHost(<PostList posts={[post('a')]} />, { user: null });
    expect(likeButtons()[0]).toHaveAttribute('aria-pressed', 'false');
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('draws the actions as SVG icons, not emoji', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([])),
    );
    renderWithHost(<PostList posts={[post('a')]} />, { user: null });
    const card = screen.getByTestId('post-card');
    expect(card.querySelectorAll('footer svg')).toHaveLength(4);
    expect(card.querySelector('footer')?.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });
});
