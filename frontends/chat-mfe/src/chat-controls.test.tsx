import { resetToasts } from '@agora/ui';
import { fakeSocket, renderWithHost } from '@agora/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeChatApi } from './testing/fake-chat-api';
import {
  base,
  deferred,
  firstTurn,
  message,
  openSavedChat,
  renderOverlay,
  saved,
  summary,
} from './testing/chat-fixtures';
import { ChatOverlay } from './chat-overlay';

// Each test's page gets a new client, as a new page would.
let socket = fakeSocket();
vi.mock('socket.io-client', () => ({ io: () => socket }));

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

  it('copies a reply to the clipboard', async () => {
    installFakeChatApi(base);
    const user = userEvent.setup();
    renderOverlay();
    await openSavedChat();
    await user.click(screen.getByRole('button', { name: /Copy/ }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe('Knowledge.'));
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
    // Gone from the conversation, given back in the input to send again.
    expect(screen.queryByText('Hello there', { ignore: 'textarea' })).toBeNull();
    expect(screen.getByText('Start a conversation with Socrates')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('Hello there');
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
