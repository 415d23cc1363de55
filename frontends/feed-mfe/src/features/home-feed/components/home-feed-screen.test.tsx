import type { HomeFeedConversation, HomeFeedPost } from '@agora/contracts';
import { registerTranslations, resetToasts, Toaster } from '@agora/ui';
import { renderWithHost, setupMockApi } from '@agora/ui/testing';
import { http } from 'msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { feedTranslations } from '../../../locales/all-locales';
import { HomeFeedScreen } from './home-feed-screen';

registerTranslations('feed', feedTranslations);

/** The HTTP fake: each test installs the server's answers over its own state. */
const mockApi = setupMockApi();

/** The socket the screen opens: the test plays the server's announcements through it. */
const socket = await vi.hoisted(async () => (await import('@agora/ui/testing')).fakeSocket());
vi.mock('socket.io-client', () => ({ io: () => socket }));

let seq = 0;
function learnerPost(content: string, extra: Partial<HomeFeedPost> = {}): HomeFeedPost {
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
function figureReply(parent: HomeFeedPost, author: string): HomeFeedPost {
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
const server = {
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
function figuresReplyTo(id: string) {
  const parent = findPost(id)!;
  parent.replies.push(figureReply(parent, 'Marie Curie'));
  socket.fire('message', {
    type: 'message',
    channel: 'home-feed',
    id: 'all',
    data: { kind: 'replies', parentPostId: id, count: 1 },
  });
}

const render = (options?: Parameters<typeof renderWithHost>[1]) =>
  renderWithHost(
    <>
      <HomeFeedScreen />
      <Toaster />
    </>,
    options,
  );

describe('Home Feed screen', () => {
  it('shows the empty text, then a post with the AI working until a figure replies live', async () => {
    render();
    expect(await screen.findByText('No posts yet. Be the first to share something!')).toBeVisible();
    expect(socket.emitted).toContainEqual({
      event: 'join',
      payload: { channel: 'home-feed', id: 'all' },
    });

    const box = screen.getByLabelText('Share a thought');
    expect(screen.getByText('280 characters remaining')).toBeVisible();
    fireEvent.change(box, { target: { value: '  Why is the sky blue?  ' } });
    expect(screen.getByText('256 characters remaining')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('AI working on replies…')).toBeVisible();
    expect(await screen.findByText('Why is the sky blue?')).toBeVisible();
    expect(server.requests).toContainEqual({
      method: 'POST',
      path: '/api/home-feed/posts',
      body: { content: 'Why is the sky blue?', language: 'English' },
    });

    figuresReplyTo(server.posts[0]!.id);
    const reply = await screen.findByTestId('home-reply');
    expect(within(reply).getByText('Marie Curie')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('AI working on replies…')).toBeNull());
  });

  it('sends a comment with Enter and nests the figure’s answer under it', async () => {
    const root = learnerPost('Tell me about radium');
    server.posts = [root];
    render();
    const card = await screen.findByRole('article', { name: 'Post by Ada' });
    fireEvent.click(within(card).getByRole('button', { name: 'Comment' }));
    const input = within(card).getByRole('textbox', { name: 'Your comment' });
    fireEvent.change(input, { target: { value: '   ' } });
    expect(within(card).getByRole('button', { name: 'Send' })).toBeDisabled();
    fireEvent.change(input, { target: { value: 'Was it dangerous?' } });
    fireEvent.submit(input);

    expect(await within(card).findByText('AI working on a reply…')).toBeVisible();
    const comment = await within(card).findByRole('article', { name: 'Post by Ada' });
    expect(within(comment).getByText('Was it dangerous?')).toBeVisible();

    figuresReplyTo(root.replies[0]!.id);
    const nested = await within(comment).findByRole('article', { name: 'Post by Marie Curie' });
    expect(within(nested).getByText(/Was it dangerous\?/)).toBeVisible();
    await waitFor(() => expect(within(card).queryByText('AI working on a reply…')).toBeNull());
  });

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

  it('says so when a post fails and keeps the text', async () => {
    server.failPosts = true;
    render();
    await screen.findByText('No posts yet. Be the first to share something!');
    fireEvent.change(screen.getByLabelText('Share a thought'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Failed to create post. Please try again.')).toBeVisible();
    expect(screen.getByLabelText('Share a thought')).toHaveValue('Hello');
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

  describe('a long conversation', () => {
    /**
     * A conversation the feed shows from its newest replies: Bob's first comment and a figure's
     * answer to it, then Bob's second comment, are earlier; shown are Curie's answer to that second
     * comment (whose comment is not shown) and Bob's third comment with Newton's answer.
     */
    function longConversation() {
      const root = learnerPost('What is light?');
      const bob = { userId: 'user-2', user: { username: 'Bob' } };
      const first = learnerPost('Is it a wave?', { ...bob, parentPostId: root.id });
      const firstAnswer = figureReply(first, 'Christiaan Huygens');
      const second = learnerPost('Or a particle?', { ...bob, parentPostId: root.id });
      const secondAnswer = figureReply(second, 'Marie Curie');
      const third = learnerPost('What about photons?', { ...bob, parentPostId: root.id });
      third.replies = [figureReply(third, 'Isaac Newton')];
      root.replies = [secondAnswer, third];
      root.comments = 3;
      server.posts = [root];
      server.earlier[root.id] = [first, firstAnswer, second];
      return { root, first, second, secondAnswer, third };
    }

    it('shows the newest replies, then pages back with the keyboard to the first, each in its place', async () => {
      const user = userEvent.setup();
      const { root, secondAnswer } = longConversation();
      let release = () => {};
      server.holdEarlier = new Promise((resolve) => (release = resolve));
      render();
      const card = await screen.findByRole('article', { name: 'Post by Ada' });
      const curie = within(card).getByRole('article', { name: 'Post by Marie Curie' });
      // Curie's answer is shown though Bob's comment it answers is not yet.
      expect(within(curie).getByText('Replying to an earlier message')).toBeVisible();
      expect(within(card).getByRole('article', { name: 'Post by Isaac Newton' })).toBeVisible();
      expect(within(card).queryByText('Or a particle?')).toBeNull();

      const button = within(card).getByRole('button', { name: 'Show earlier replies (3)' });
      button.focus();
      await user.keyboard('{Enter}');
      expect(
        await within(card).findByRole('button', { name: 'Loading earlier replies…' }),
      ).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveFocus();
      release();

      // Bob's second comment arrives, and Curie's answer moves under it.
      const comment = (await within(card).findByText('Or a particle?')).closest('article')!;
      expect(comment).toHaveAccessibleName('Post by Bob');
      expect(within(comment).getByRole('article', { name: 'Post by Marie Curie' })).toBeVisible();
      // Now Huygens' answer is the one whose comment is still among the earlier replies.
      const hinted = within(card).getAllByText('Replying to an earlier message');
      expect(hinted.map((hint) => hint.closest('article'))).toEqual([
        within(card).getByRole('article', { name: 'Post by Christiaan Huygens' }),
      ]);
      expect(button).toHaveTextContent('Show earlier replies (1)');
      expect(button).toHaveFocus();
      expect(server.requests.map((r) => r.path)).toContain(
        `/api/home-feed/posts/${root.id}/earlier-replies`,
      );

      await user.keyboard('{Enter}');
      // The last page: the button goes, the focus moves to the replies, now from the very first.
      const replies = within(card).getByRole('group', { name: 'Replies to Ada' });
      await waitFor(() => expect(replies).toHaveFocus());
      expect(within(card).queryByRole('button', { name: /Show earlier replies/ })).toBeNull();
      expect(within(card).queryByText('Replying to an earlier message')).toBeNull();
      const top = within(replies)
        .getAllByRole('article')
        .filter((a) => a.parentElement === replies)
        .map((a) => a.querySelector('.home-post__content')?.textContent);
      expect(top).toEqual(['Is it a wave?', 'Or a particle?', 'What about photons?']);
      // Every reply once: 3 comments and 3 answers.
      expect(within(card).getAllByTestId('home-reply')).toHaveLength(6);
      expect(within(card).getAllByText(secondAnswer.content)).toHaveLength(1);
    });

    it('says so when earlier replies fail, keeps the button and the focus, and tries again', async () => {
      const user = userEvent.setup();
      longConversation();
      server.failEarlier = true;
      render();
      const card = await screen.findByRole('article', { name: 'Post by Ada' });
      const button = within(card).getByRole('button', { name: 'Show earlier replies (3)' });
      button.focus();
      await user.keyboard('{Enter}');
      expect(await within(card).findByRole('alert')).toHaveTextContent(
        'Earlier replies could not be loaded. Please try again.',
      );
      expect(button).toHaveFocus();
      expect(button).toHaveTextContent('Show earlier replies (3)');

      server.failEarlier = false;
      await user.keyboard('{Enter}');
      expect(await within(card).findByText('Or a particle?')).toBeVisible();
      expect(within(card).queryByRole('alert')).toBeNull();
      expect(button).toHaveTextContent('Show earlier replies (1)');
    });

    it('ends the wait for a reply when a newer figure answer comes, though the feed shows no more replies', async () => {
      const root = learnerPost('Tell me about optics');
      const old = figureReply(root, 'Ibn al-Haytham');
      root.replies = [old];
      server.posts = [root];
      render();
      const card = await screen.findByRole('article', { name: 'Post by Ada' });
      fireEvent.click(within(card).getAllByRole('button', { name: 'Comment' })[0]!);
      fireEvent.change(within(card).getByRole('textbox', { name: 'Your comment' }), {
        target: { value: 'How do lenses work?' },
      });
      fireEvent.submit(within(card).getByRole('textbox', { name: 'Your comment' }));
      expect(await within(card).findByText('AI working on a reply…')).toBeVisible();

      // The feed's window moves on: the old answer goes out as the new one comes in.
      const comment = root.replies.find((r) => r.content === 'How do lenses work?')!;
      comment.replies = [figureReply(comment, 'Isaac Newton')];
      root.replies = [comment];
      server.earlier[root.id] = [old];
      figuresReplyTo(comment.id);
      await waitFor(() => expect(within(card).queryByText('AI working on a reply…')).toBeNull());
      expect(within(card).getByRole('button', { name: 'Show earlier replies (1)' })).toBeVisible();
    });
  });
});
