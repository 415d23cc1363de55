/** Home Feed screen tests of a long conversation: paging back through its earlier replies. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  figureReply,
  figuresReplyTo,
  learnerPost,
  render,
  server,
} from './home-feed-screen.fixtures';

describe('Home Feed screen', () => {
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
