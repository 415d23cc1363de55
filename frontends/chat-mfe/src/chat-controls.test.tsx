import { resetToasts, Toaster } from '@agora/ui';
import { fakeSocket, renderWithHost } from '@agora/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeChatApi } from './testing/fake-chat-api';
import { PERSONAS } from './testing/personas';
import { ChatOverlay } from './chat-overlay';

// Each test's page gets a new client, as a new page would.
let socket = fakeSocket();
vi.mock('socket.io-client', () => ({ io: () => socket }));

const at = (minute: number) => `2026-01-01T10:${String(minute).padStart(2, '0')}:00Z`;
const message = (id: string, role: 'user' | 'assistant', content: string, minute = 0) => ({
  id,
  role,
  content,
  persona: 'Socrates',
  emotion: null,
  emotionConfidence: null,
  imageUrl: null,
  audioUrl: null,
  createdAt: at(minute),
});
const summary = {
  id: 'chat-1',
  persona: 'Socrates',
  title: 'What is virtue?',
  lastMessageAt: at(1),
};
const saved = (shareId: string | null = null) => ({
  ...summary,
  shareId,
  isPublic: shareId !== null,
  createdAt: at(0),
  messages: [
    message('q1', 'user', 'What is virtue?', 0),
    message('a1', 'assistant', 'Knowledge.', 1),
  ],
});
const base = {
  'GET /api/personas': () => PERSONAS,
  'GET /api/custom-characters': () => [],
  'GET /api/chats': () => [summary],
  'GET /api/chats/chat-1': () => saved(),
};

/** A new chat's first message, saved: what every first turn asks before the reply. */
const firstTurn = {
  ...base,
  'POST /api/chats': () => ({ ...summary, title: '' }),
  'POST /api/chats/chat-1/messages': () => message('m-user', 'user', 'Talk to me'),
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const renderOverlay = (onClose = vi.fn()) =>
  renderWithHost(<ChatOverlay persona="Socrates" onClose={onClose} />);

async function openSavedChat() {
  await userEvent.click(await screen.findByRole('button', { name: /Chat history/ }));
  await userEvent.click(await screen.findByRole('button', { name: /^What is virtue\?/ }));
  await screen.findByText('Knowledge.');
}

describe('mentor chat controls', () => {
  beforeEach(() => {
    socket = fakeSocket();
    resetToasts();
    Element.prototype.scrollIntoView = () => undefined;
  });

  it('Escape stops a streaming reply (the overlay stays open) and keeps what was said', async () => {
    const stopped = deferred<void>();
    const api = installFakeChatApi({
      ...firstTurn,
      'POST /api/character-chat': async (body) => {
        const { streamId } = body as { streamId: string };
        socket.fire('ai-token', { streamId, token: 'Numbers ' });
        socket.fire('ai-token', { streamId, token: 'can' });
        await stopped.promise;
        return { response: 'Numbers can', provider: 'stopped', stopped: true, messageId: 'm-r' };
      },
      'POST /api/character-chat/stop': () => {
        stopped.resolve();
        return { stopped: true };
      },
    });
    const onClose = vi.fn();
    renderOverlay(onClose);
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Your message' }),
      'Talk to me{Enter}',
    );
    expect(await screen.findByText('Numbers can')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Stop/ })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('Stopped — the reply ends here.')).toBeInTheDocument();
    const sent = api.calls.find((c) => c.path === '/api/character-chat')!.body as {
      streamId: string;
    };
    expect(api.calls.find((c) => c.path === '/api/character-chat/stop')!.body).toEqual({
      streamId: sent.streamId,
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('a reply asked before the live connection comes waits for it and streams', async () => {
    socket.connected = false;
    const api = installFakeChatApi({
      ...firstTurn,
      'POST /api/character-chat': (body) => {
        const { streamId } = body as { streamId: string };
        socket.fire('ai-token', { streamId, token: 'Streamed in' });
        return { response: 'Streamed in full', provider: 'offline', messageId: 'm-r' };
      },
    });
    renderOverlay();
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Your message' }),
      'Talk to me{Enter}',
    );
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/chats/chat-1/messages')));
    expect(api.calls.some((c) => c.path === '/api/character-chat')).toBe(false);
    socket.connected = true;
    socket.fire('connect');
    expect(await screen.findByText('Streamed in full')).toBeInTheDocument();
    const sent = api.calls.find((c) => c.path === '/api/character-chat')!.body;
    expect(sent).toMatchObject({ streamId: expect.any(String) });
  });

  it('a reply stopped before the live connection comes is not streamed, and is dropped', async () => {
    socket.connected = false;
    const api = installFakeChatApi({
      ...firstTurn,
      'DELETE /api/chats/chat-1/messages/m-user': () => ({ deleted: true }),
      'POST /api/character-chat': () => ({ response: 'Too late', provider: 'offline' }),
    });
    renderOverlay();
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Your message' }),
      'Talk to me{Enter}',
    );
    await userEvent.click(await screen.findByRole('button', { name: /Stop/ }));
    socket.connected = true;
    socket.fire('connect');
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/character-chat')).toBe(true));
    const sent = api.calls.find((c) => c.path === '/api/character-chat')!.body;
    expect(sent).not.toHaveProperty('streamId');
    expect(api.calls.some((c) => c.path === '/api/character-chat/stop')).toBe(false);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument());
    expect(screen.queryByText('Too late')).not.toBeInTheDocument();
  });

  it('Shift+Enter breaks the line; Enter sends', async () => {
    const api = installFakeChatApi({
      ...base,
      'POST /api/character-chat': () => ({ response: 'Yes.', provider: 'offline' }),
    });
    renderWithHost(<ChatOverlay persona="Socrates" onClose={() => undefined} />, {
      user: null,
    });
    const input = await screen.findByRole('textbox', { name: 'Your message' });
    await userEvent.type(input, 'one{Shift>}{Enter}{/Shift}two');
    expect(input).toHaveValue('one\ntwo');
    expect(api.calls.some((c) => c.path === '/api/character-chat')).toBe(false);
    await userEvent.type(input, '{Enter}');
    await screen.findByText('Yes.');
    expect(api.calls.find((c) => c.path === '/api/character-chat')!.body).toMatchObject({
      message: 'one\ntwo',
    });
  });

  it('regenerates the last reply with a fresh request key, replacing it', async () => {
    const api = installFakeChatApi({
      ...base,
      'POST /api/chats/chat-1/regenerate': () => ({
        userMessage: message('q1', 'user', 'What is virtue?'),
        reply: message('a2', 'assistant', 'Virtue is knowledge of the good.', 2),
        provider: 'offline',
        stopped: false,
      }),
    });
    renderOverlay();
    await openSavedChat();
    await userEvent.click(screen.getByRole('button', { name: /Regenerate/ }));
    expect(await screen.findByText('Virtue is knowledge of the good.')).toBeInTheDocument();
    expect(screen.queryByText('Knowledge.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Regenerate/ }));
    const keys = api.calls
      .filter((c) => c.path === '/api/chats/chat-1/regenerate')
      .map((c) => (c.body as { requestKey: string }).requestKey);
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(new Set(keys).size).toBe(2);
  });

  it('puts the old reply back when regenerating fails', async () => {
    installFakeChatApi({
      ...base,
      'POST /api/chats/chat-1/regenerate': () => ({ status: 500, body: { message: 'down' } }),
    });
    renderOverlay();
    await openSavedChat();
    await userEvent.click(screen.getByRole('button', { name: /Regenerate/ }));
    await waitFor(() => expect(screen.getByText('Knowledge.')).toBeInTheDocument());
  });

  it('edits the last message and resends it, replacing the last exchange', async () => {
    const api = installFakeChatApi({
      ...base,
      'POST /api/chats/chat-1/edit-last': (body) => ({
        userMessage: message('q2', 'user', (body as { content: string }).content),
        reply: message('a2', 'assistant', 'Courage, then.', 2),
        provider: 'offline',
        stopped: false,
      }),
    });
    renderOverlay();
    await openSavedChat();
    await userEvent.click(screen.getByRole('button', { name: /Edit/ }));
    const input = screen.getByRole('textbox', { name: 'Your message' });
    expect(input).toHaveValue('What is virtue?');
    await userEvent.clear(input);
    await userEvent.type(input, 'What is courage?{Enter}');
    expect(await screen.findByText('Courage, then.')).toBeInTheDocument();
    expect(screen.getByText('What is courage?')).toBeInTheDocument();
    expect(screen.queryByText('Knowledge.')).toBeNull();
    expect(api.calls.find((c) => c.path === '/api/chats/chat-1/edit-last')!.body).toMatchObject({
      content: 'What is courage?',
      requestKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
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

  it('copies a reply to the clipboard', async () => {
    installFakeChatApi(base);
    const user = userEvent.setup();
    renderOverlay();
    await openSavedChat();
    await user.click(screen.getByRole('button', { name: /Copy/ }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe('Knowledge.'));
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
});

describe('mentor chat defects', () => {
  beforeEach(() => {
    socket.emitted.splice(0);
    resetToasts();
    Element.prototype.scrollIntoView = () => undefined;
  });

  it('(7) a failed reply removes the learner’s saved message, here and on the server', async () => {
    const api = installFakeChatApi({
      ...base,
      'POST /api/chats': () => ({ ...summary, title: '' }),
      'POST /api/chats/chat-1/messages': () => message('m-user', 'user', 'Hello there'),
      'POST /api/character-chat': () => ({ status: 500, body: { message: 'down' } }),
      'DELETE /api/chats/chat-1/messages/m-user': () => ({ success: true }),
    });
    renderOverlay();
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Your message' }),
      'Hello there{Enter}',
    );
    await waitFor(() =>
      expect(
        api.calls.some(
          (c) => c.method === 'DELETE' && c.path === '/api/chats/chat-1/messages/m-user',
        ),
      ).toBe(true),
    );
    expect(screen.queryByText('Hello there')).toBeNull();
    expect(screen.getByText('Start a conversation with Socrates')).toBeInTheDocument();
  });

  it('(2) the owner’s overlay joins its shared chat’s room and shows visitors’ messages live, once', async () => {
    installFakeChatApi({ ...base, 'GET /api/chats/chat-1': () => saved('share-abc') });
    renderOverlay();
    await openSavedChat();
    await waitFor(() =>
      expect(socket.emitted).toContainEqual({
        event: 'join',
        payload: { channel: 'shared-chat', id: 'share-abc' },
      }),
    );
    const visitor = { ...message('v1', 'user', 'Hello from a visitor', 3), authorName: 'Meno' };
    socket.fire('message', {
      type: 'message',
      channel: 'shared-chat',
      id: 'share-abc',
      data: visitor,
    });
    socket.fire('message', {
      type: 'message',
      channel: 'shared-chat',
      id: 'share-abc',
      data: visitor,
    });
    socket.fire('message', {
      type: 'message',
      channel: 'shared-chat',
      id: 'other',
      data: message('x', 'user', 'Elsewhere'),
    });
    expect(await screen.findByText('Hello from a visitor')).toBeInTheDocument();
    expect(screen.getAllByText('Hello from a visitor')).toHaveLength(1);
    expect(screen.queryByText('Elsewhere')).toBeNull();
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

  it('(4) opening and closing the overlay creates no chat', async () => {
    const api = installFakeChatApi({
      ...base,
      'POST /api/chats': () => ({ ...summary, title: '' }),
    });
    const view = renderOverlay();
    await screen.findByText('Start a conversation with Socrates');
    view.unmount();
    renderOverlay();
    await screen.findByText('Start a conversation with Socrates');
    await userEvent.click(screen.getByRole('button', { name: /New chat/ }));
    expect(api.calls.filter((c) => c.method === 'POST' && c.path === '/api/chats')).toEqual([]);
  });
});
