/** Home Feed screen tests of the feed list: errors, authors, post actions, clearing, direction. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { figureReply, learnerPost, render, server } from './home-feed-screen.fixtures';

describe('Home Feed screen', () => {
  it("marks a learner's post as a learner's even under a figure's name; a figure's reply is AI", async () => {
    const root = learnerPost('Radium water cures everything.', {
      user: { username: 'Marie Curie' },
    });
    root.replies = [figureReply(root, 'Marie Curie')];
    server.posts = [root];
    render();
    const [post, reply] = await screen.findAllByRole('article', { name: 'Post by Marie Curie' });
    const header = (article: HTMLElement) => within(article).getAllByRole('banner')[0]!;
    expect(within(header(post!)).getByText('Learner')).toBeVisible();
    expect(within(header(post!)).queryByText('AI')).toBeNull();
    expect(within(header(reply!)).getByText('Physics')).toBeVisible();
    expect(within(header(reply!)).getByText('AI')).toBeVisible();
    expect(within(header(reply!)).queryByText('Learner')).toBeNull();
  });

  it('clears the feed locally after confirmation', async () => {
    server.posts = [learnerPost('An old thought')];
    render();
    await screen.findByText('An old thought');
    fireEvent.click(screen.getByRole('button', { name: 'Clear feed' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear your feed?' });
    expect(
      within(dialog).getByText(
        'This will hide all posts from your current view. You can start fresh by creating a new post.',
      ),
    ).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear Feed' }));
    expect(
      await screen.findByText('Feed cleared. Create a new post to start fresh!'),
    ).toBeVisible();
    expect(screen.queryByText('An old thought')).toBeNull();
    expect(server.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('shows the fetch error with a retry', async () => {
    server.failFeed = true;
    render();
    expect(await screen.findByText('Failed to fetch feed')).toBeVisible();
    server.failFeed = false;
    server.posts = [learnerPost('Back again')];
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back again')).toBeVisible();
  });

  it('likes through the server, saves to Saved Posts, opens the figure’s chat, asks for more', async () => {
    const root = learnerPost('Light and gravity');
    root.replies.push(figureReply(root, 'Isaac Newton'));
    server.posts = [root];
    const { recording } = render();
    const reply = await screen.findByRole('article', { name: 'Post by Isaac Newton' });
    fireEvent.click(within(reply).getAllByRole('button', { name: /^Like/ })[0]!);
    await waitFor(() =>
      expect(server.requests.map((r) => `${r.method} ${r.path}`)).toContain(
        `POST /api/user-posts/${root.replies[0]!.id}/like`,
      ),
    );
    const save = within(reply).getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'true'));
    expect(server.saves).toEqual([
      { id: root.replies[0]!.id, author: 'Isaac Newton', content: root.replies[0]!.content },
    ]);
    expect(recording.toasts).toContainEqual({
      title: 'Post saved!',
      description: 'Added to your saved posts',
    });
    fireEvent.click(within(reply).getByRole('button', { name: 'Chat with Isaac Newton' }));
    expect(recording.openedChats).toEqual(['Isaac Newton']);

    fireEvent.click(screen.getByRole('button', { name: 'Generate more posts about these topics' }));
    await waitFor(() =>
      expect(server.requests).toContainEqual({
        method: 'POST',
        path: '/api/home-feed/generate-more',
        body: {
          topics: ['gravity', 'light', 'Physics'],
          language: 'English',
          existingAuthors: ['Isaac Newton'],
        },
      }),
    );
  });

  it('lays out each post’s and reply’s own words in their own direction (English in Arabic)', async () => {
    const post = learnerPost('Mozart; music often helped me think.');
    post.replies.push(figureReply(post, 'Marie Curie'));
    server.posts = [post];
    render();
    const text = await screen.findByText('Mozart; music often helped me think.');
    expect(text).toHaveAttribute('dir', 'auto');
    const reply = screen.getByTestId('home-reply');
    expect(within(reply).getByText('Marie Curie')).toHaveAttribute('dir', 'auto');
    expect(within(reply).getByText('Physics')).toHaveAttribute('dir', 'auto');
    expect(within(reply).getByText(/answers/)).toHaveAttribute('dir', 'auto');
    // The screen's own words follow the interface's direction.
    expect(screen.getByRole('heading', { name: 'Home Feed' })).not.toHaveAttribute('dir');
  });
});
