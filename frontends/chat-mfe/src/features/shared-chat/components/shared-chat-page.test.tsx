import '../../../testing/register-chat-translations';
import { fakeSocket, renderRoutesWithHost } from '@agora/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installFakeChatApi } from '../../../testing/fake-chat-api';
import { SharedChatPage } from './shared-chat-page';

const socket = fakeSocket();
vi.mock('socket.io-client', () => ({ io: () => socket }));
vi.mock('../../../lib/play-chime', () => ({
  playChime: vi.fn(),
  NEW_MESSAGE_VOLUME: 0.3,
  BREAKTHROUGH_VOLUME: 0.5,
}));

const routes = [{ path: '/shared-chat/:shareId', element: <SharedChatPage /> }];
const msg = (
  id: string,
  content: string,
  createdAt: string,
  role: 'user' | 'assistant' = 'user',
) => ({
  id,
  role,
  content,
  persona: 'Marie Curie',
  emotion: null,
  emotionConfidence: null,
  imageUrl: null,
  audioUrl: null,
  createdAt,
  authorName: 'Pierre',
});
const chat = {
  shareId: 'share-abc',
  persona: 'Marie Curie',
  personaName: 'Marie Curie',
  personaAvatar: '⚗️',
  title: 'What is radium?',
  createdAt: '2026-01-01T10:00:00Z',
  messages: [msg('m1', 'What is radium?', '2026-01-01T10:00:00Z')],
};

describe(SharedChatPage.name, () => {
  it('shows the chat, joins its room, and adds live messages once, in time order', async () => {
    installFakeChatApi({ 'GET /api/shared-chats/share-abc': () => chat });
    renderRoutesWithHost(routes, { path: '/shared-chat/share-abc', user: null });
    expect(await screen.findByRole('heading', { name: 'What is radium?' })).toBeInTheDocument();
    expect(screen.getByText('⚗️ A conversation with Marie Curie')).toBeInTheDocument();
    act(() => socket.fire('connect'));
    expect(socket.emitted).toContainEqual({
      event: 'join',
      payload: { channel: 'shared-chat', id: 'share-abc' },
    });
    expect(await screen.findByText('Connected (Real-time)')).toBeInTheDocument();

    const live = {
      type: 'message',
      channel: 'shared-chat',
      id: 'share-abc',
      data: msg('m2', 'It glows in the dark.', '2026-01-01T10:00:05Z', 'assistant'),
    };
    act(() => socket.fire('message', live));
    act(() => socket.fire('message', live));
    act(() => socket.fire('message', { ...live, data: { ...live.data, id: 'm3' } }));
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'What is radium?',
      'It glows in the dark.',
    ]);
    expect(screen.getByText('Sign in to join the conversation.')).toBeInTheDocument();
  });

  it('shows the claim kind and sources of the mentor’s stored replies', async () => {
    const answer = {
      ...msg('m2', 'Radium glows faintly blue.', '2026-01-01T10:00:05Z', 'assistant'),
      sources: ['kb:marie-curie-radium'],
      claimKind: 'documented',
    };
    installFakeChatApi({
      'GET /api/shared-chats/share-abc': () => ({ ...chat, messages: [...chat.messages, answer] }),
    });
    renderRoutesWithHost(routes, { path: '/shared-chat/share-abc', user: null });
    const reply = (await screen.findByText('Radium glows faintly blue.')).closest('li')!;
    expect(within(reply).getByText('Documented fact')).toBeInTheDocument();
    await userEvent.click(within(reply).getByText('Sources'));
    expect(within(reply).getByText('kb:marie-curie-radium')).toBeVisible();
    const question = screen.getByText('What is radium?', { selector: 'p' }).closest('li')!;
    expect(within(question).queryByText('Sources')).toBeNull();
    // a learner's message says whose it is, whatever name they gave; the figure's reply does not
    expect(within(question).getByText('Pierre')).toBeInTheDocument();
    expect(within(question).getByText('Learner')).toBeInTheDocument();
    expect(within(reply).queryByText('Learner')).toBeNull();
  });

  it("notes that a reply the chat's owner saved is not the figure's words, and only that one", async () => {
    const saved = {
      ...msg('m2', 'Radium water cures everything.', '2026-01-01T10:00:05Z', 'assistant'),
      unverified: true as const,
    };
    const written = msg('m3', 'Radium glows faintly blue.', '2026-01-01T10:00:09Z', 'assistant');
    installFakeChatApi({
      'GET /api/shared-chats/share-abc': () => ({
        ...chat,
        messages: [...chat.messages, saved, written],
      }),
    });
    renderRoutesWithHost(routes, { path: '/shared-chat/share-abc', user: null });
    const spoof = (await screen.findByText('Radium water cures everything.')).closest('li')!;
    expect(within(spoof).getByRole('note')).toHaveTextContent(
      "Saved by this chat's owner, not written by Agora",
    );
    const reply = screen.getByText('Radium glows faintly blue.').closest('li')!;
    expect(within(reply).queryByRole('note')).toBeNull();
  });

  it('says a learner made the character, however it is named, and never of a built-in figure', async () => {
    installFakeChatApi({
      'GET /api/shared-chats/share-abc': () => ({
        ...chat,
        persona: 'custom-3f1c9a52-8a44-4b5e-9d3e-2f6f5b1e7c10',
      }),
      'GET /api/shared-chats/share-def': () => ({ ...chat, shareId: 'share-def' }),
    });
    const custom = renderRoutesWithHost(routes, { path: '/shared-chat/share-abc', user: null });
    expect(await screen.findByText('⚗️ A conversation with Marie Curie')).toBeInTheDocument();
    expect(screen.getByText('Character made by a learner')).toBeInTheDocument();
    custom.unmount();
    renderRoutesWithHost(routes, { path: '/shared-chat/share-def', user: null });
    expect(await screen.findByText('⚗️ A conversation with Marie Curie')).toBeInTheDocument();
    expect(screen.queryByText('Character made by a learner')).toBeNull();
  });

  it('sends typing while the signed-in viewer types, and posts on Enter (Shift+Enter makes a new line)', async () => {
    const api = installFakeChatApi({
      'GET /api/shared-chats/share-abc': () => chat,
      'POST /api/shared-chats/share-abc/messages': (body) =>
        msg('m9', (body as { content: string }).content, new Date().toISOString()),
    });
    renderRoutesWithHost(routes, { path: '/shared-chat/share-abc' });
    await screen.findByRole('heading', { name: 'What is radium?' });
    act(() => socket.fire('connect'));
    const input = screen.getByRole('textbox', { name: 'Your message' });
    await userEvent.type(input, 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(socket.emitted).toContainEqual({
      event: 'typing',
      payload: { channel: 'shared-chat', id: 'share-abc', isTyping: true },
    });
    await userEvent.type(input, '{Enter}');
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({
      content: 'Line one\nline two',
    });
    expect(socket.emitted).toContainEqual({
      event: 'typing',
      payload: { channel: 'shared-chat', id: 'share-abc', isTyping: false },
    });
  });

  it('shows a long chat from its newest messages and earlier ones on request', async () => {
    const api = installFakeChatApi({
      'GET /api/shared-chats/share-abc': () => ({ ...chat, olderCursor: 'older-1' }),
      'GET /api/shared-chats/share-abc/messages': (_body, url) => ({
        messages: [msg('m0', 'Who discovered polonium?', '2026-01-01T09:00:00Z')],
        nextCursor: url.searchParams.get('before') === 'older-1' ? null : 'wrong',
      }),
    });
    renderRoutesWithHost(routes, { path: '/shared-chat/share-abc', user: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Show earlier messages' }));
    expect(await screen.findByText('Who discovered polonium?')).toBeInTheDocument();
    const texts = within(screen.getByRole('list', { name: 'Messages' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(texts[0]).toContain('Who discovered polonium?');
    expect(texts[1]).toContain('What is radium?');
    // That was the first page: nothing older is offered.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Show earlier messages' })).toBeNull(),
    );
    expect(api.calls.filter((c) => c.path.endsWith('/messages'))).toHaveLength(1);
  });

  it('shows Chat Not Found with the share id when the chat is gone', async () => {
    installFakeChatApi({});
    renderRoutesWithHost(routes, { path: '/shared-chat/gone-123', user: null });
    expect(await screen.findByRole('heading', { name: 'Chat Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText('This chat may have been deleted or is no longer shared.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Share ID: gone-123')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Home' })).toBeInTheDocument();
  });
});
