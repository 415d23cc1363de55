import { resetToasts, Toaster } from '@agora/ui';
import { fakeSocket, renderWithHost } from '@agora/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeChatApi } from './testing/fake-chat-api';
import {
  message,
  summary,
  saved,
  base,
  renderOverlay,
  openSavedChat,
} from './testing/chat-fixtures';
import { ChatOverlay } from './chat-overlay';

let socket = fakeSocket();
vi.mock('socket.io-client', () => ({ io: () => socket }));

describe('mentor chat history', () => {
  beforeEach(() => {
    socket = fakeSocket();
    resetToasts();
    Element.prototype.scrollIntoView = () => undefined;
  });

  it('opens a long chat on its newest messages and shows earlier ones on request, a page at a time', async () => {
    const api = installFakeChatApi({
      ...base,
      'GET /api/chats/chat-1': () => ({ ...saved(), olderCursor: 'page-2' }),
      'GET /api/chats/chat-1/messages': (_body, url) =>
        url.searchParams.get('before') === 'page-2'
          ? {
              messages: [
                message('q0', 'user', 'Who are you?'),
                message('a0', 'assistant', 'A gadfly.'),
              ],
              nextCursor: 'page-3',
            }
          : { status: 500, body: { message: 'down' } },
    });
    renderWithHost(
      <>
        <ChatOverlay persona="Socrates" onClose={vi.fn()} />
        <Toaster />
      </>,
    );
    await openSavedChat();
    await userEvent.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    expect(await screen.findByText('A gadfly.')).toBeInTheDocument();
    const shown = within(screen.getByRole('list', { name: /Messages/ }))
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(shown.findIndex((t) => t.includes('A gadfly.'))).toBeLessThan(
      shown.findIndex((t) => t.includes('Knowledge.')),
    );
    // The next page fails: the learner is told, and may ask again.
    await userEvent.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    expect(await screen.findByText(/Failed to load earlier messages/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show earlier messages' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/chats/chat-1/messages')).toHaveLength(2);
  });

  it('offers no earlier messages for a chat shown whole', async () => {
    installFakeChatApi({
      ...base,
      'GET /api/chats/chat-1': () => ({ ...saved(), olderCursor: null }),
    });
    renderOverlay();
    await openSavedChat();
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
  });

  it('renames, searches (on the server) and exports chats from the history', async () => {
    const api = installFakeChatApi({
      ...base,
      'PATCH /api/chats/chat-1': (body) => ({ ...summary, ...(body as object) }),
      'GET /api/chats/search': (_body, url) => ({
        chats:
          url.searchParams.get('q') === 'justice' ? [{ ...summary, snippet: '…on justice…' }] : [],
        nextCursor: null,
      }),
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.getAttribute('href')!);
    });
    renderOverlay();
    await userEvent.click(await screen.findByRole('button', { name: /Chat history/ }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Actions for What is virtue?' }),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Rename' }));
    const title = screen.getByRole('textbox', { name: 'Chat title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Socratic virtue');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
        title: 'Socratic virtue',
      }),
    );

    await userEvent.type(screen.getByRole('searchbox', { name: /Search chats/ }), 'justice');
    expect(await screen.findByText('…on justice…')).toBeInTheDocument();
    // One search once typing pauses, not one per letter.
    expect(api.calls.filter((c) => c.path === '/api/chats/search')).toHaveLength(1);
    await userEvent.clear(screen.getByRole('searchbox', { name: /Search chats/ }));
    await userEvent.type(screen.getByRole('searchbox', { name: /Search chats/ }), 'nothing');
    expect(await screen.findByText('No chat matches your search')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox', { name: /Search chats/ }));

    await userEvent.click(
      await screen.findByRole('button', { name: 'Actions for What is virtue?' }),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Export as Markdown' }));
    await userEvent.click(screen.getByRole('button', { name: 'Actions for What is virtue?' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Export as JSON' }));
    expect(clicked).toEqual([
      '/api/chats/chat-1/export?format=markdown',
      '/api/chats/chat-1/export?format=json',
    ]);
  });

  it('(3) the history lists every chat over the conversation, whose empty state it hides', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      ...summary,
      id: `c${i}`,
      title: `Chat ${i}`,
    }));
    installFakeChatApi({ ...base, 'GET /api/chats': () => many });
    renderOverlay();
    await userEvent.click(await screen.findByRole('button', { name: /Chat history/ }));
    const history = await screen.findByRole('navigation', { name: 'Chat history' });
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(12));
    const main = history.parentElement!;
    expect(main).toHaveClass('chat-overlay__main--history');
    expect(
      within(main).getByText('Start a conversation with Socrates').closest('.ag-empty-state')!
        .parentElement,
    ).toBe(main);
  });

  it('the history loads older chats a page at a time on Show more, and retries a failed page', async () => {
    const chatsFrom = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        ...summary,
        id: `c${from + i}`,
        title: `Chat ${from + i}`,
      }));
    let failNext = true;
    const api = installFakeChatApi({
      ...base,
      'GET /api/chats': (_body, url) => {
        const cursor = url.searchParams.get('cursor');
        if (!cursor)
          return { status: 200, body: chatsFrom(0, 50), headers: { 'X-Next-Cursor': 'p2' } };
        if (failNext) {
          failNext = false;
          return { status: 500, body: { message: 'down' } };
        }
        return chatsFrom(50, 20);
      },
    });
    renderOverlay();
    await userEvent.click(await screen.findByRole('button', { name: /Chat history/ }));
    const history = await screen.findByRole('navigation', { name: 'Chat history' });
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(50));

    await userEvent.click(within(history).getByRole('button', { name: 'Show more' }));
    await within(history).findByText("Couldn't load more chats.");
    // What was loaded stays; the first page's error is not shown for the next page's failure.
    expect(within(history).getAllByRole('listitem')).toHaveLength(50);
    expect(within(history).queryByText('Failed to load chat. Please try again.')).toBeNull();

    await userEvent.click(within(history).getByRole('button', { name: /retry|try again/i }));
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(70));
    expect(within(history).getByText('Chat 69')).toBeInTheDocument();
    expect(within(history).queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(api.calls.filter((c) => c.path === '/api/chats').map((c) => c.method)).toEqual([
      'GET',
      'GET',
      'GET',
    ]);
  });
});
