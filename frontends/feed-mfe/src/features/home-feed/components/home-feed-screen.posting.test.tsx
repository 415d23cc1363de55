/** Home Feed screen tests of posting and commenting: the AI working until a figure replies. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { figuresReplyTo, learnerPost, render, server, socket } from './home-feed-screen.fixtures';

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

  it('says so when a post fails and keeps the text', async () => {
    server.failPosts = true;
    render();
    await screen.findByText('No posts yet. Be the first to share something!');
    fireEvent.change(screen.getByLabelText('Share a thought'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Failed to create post. Please try again.')).toBeVisible();
    expect(screen.getByLabelText('Share a thought')).toHaveValue('Hello');
  });
});
