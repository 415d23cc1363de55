import '../../../testing/register-chat-translations';
import { fakeSocket, renderRoutesWithHost } from '@agora/ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installFakeChatApi } from '../../../testing/fake-chat-api';
import { PERSONAS } from '../../../testing/personas';
import { GroupChatPage } from './group-chat-page';

const socket = fakeSocket();
vi.mock('socket.io-client', () => ({ io: () => socket }));

const routes = [{ path: '/chats/:id', element: <GroupChatPage /> }];
const GROUP = {
  id: 'g1',
  name: 'Physics',
  description: null,
  shareId: 'share-g1',
  createdBy: 'user-1',
  createdAt: '2026-01-01T10:00:00Z',
  memberCount: 2,
};
const msg = (id: string, content: string, extra: object = {}) => ({
  id,
  groupId: 'g1',
  userId: 'user-2',
  characterId: null,
  user: { username: 'Grace' },
  content,
  createdAt: `2026-01-01T10:00:0${id.length}Z`,
  mentions: [],
  replyToMessage: null,
  attachments: [],
  ...extra,
});

describe(GroupChatPage.name, () => {
  it('shows the room, sends on Enter with a picked mention, and streams a figure in', async () => {
    const { calls } = installFakeChatApi({
      'GET /api/group-chats/g1': () => GROUP,
      'GET /api/group-chats/g1/messages': () => ({
        messages: [msg('m1', 'Hello all')],
        nextCursor: null,
      }),
      'GET /api/group-chats/g1/members': () => [
        { id: 'a', role: 'admin', user: { id: 'user-1', username: 'Ada' } },
        { id: 'b', role: 'member', user: { id: 'user-2', username: 'Grace' } },
      ],
      'GET /api/personas': () => ({ ...PERSONAS, mentionable: ['Socrates'] }),
      'POST /api/group-chats/text-to-speech': () => ({ audioUrl: '/media/spoken' }),
      'POST /api/group-chats/g1/messages': (body) => ({
        status: 201,
        body: msg('m22', (body as { content: string }).content, { userId: 'user-1' }),
      }),
    });
    renderRoutesWithHost(routes, { path: '/chats/g1' });
    expect(await screen.findByRole('heading', { name: 'Physics' })).toBeInTheDocument();
    expect(await screen.findByText('Hello all')).toBeInTheDocument();
    act(() => socket.fire('connect'));
    expect(socket.emitted).toContainEqual({
      event: 'join',
      payload: { channel: 'group', id: 'g1' },
    });

    await userEvent.click(screen.getByRole('button', { name: '2 members' }));
    expect(await screen.findByText('Admin')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Mention a historical figure' }));
    await userEvent.click(await screen.findByRole('option', { name: /Socrates/ }));
    await userEvent.type(screen.getByLabelText('Your message'), 'Why?{Enter}');
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        content: 'Why?',
        mentions: ['Socrates'],
        language: 'English',
      }),
    );
    act(() =>
      socket.fire('group-token', {
        groupId: 'g1',
        streamId: 'm22:Socrates',
        characterId: 'Socrates',
        token: 'Ask ',
      }),
    );
    expect(await screen.findByText('Ask')).toBeInTheDocument();
    act(() =>
      socket.fire('message', {
        type: 'message',
        channel: 'group',
        id: 'g1',
        data: msg('m333', 'Ask yourself why.', {
          userId: null,
          user: null,
          characterId: 'Socrates',
          replyToMessage: {
            id: 'm22',
            characterId: null,
            user: { username: 'Ada' },
            content: 'Why?',
          },
        }),
      }),
    );
    expect(await screen.findByText('Ask yourself why.')).toBeInTheDocument();
    expect(screen.queryByText('Ask')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '🔊 Listen' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/text-to-speech'))?.body).toEqual({
        text: 'Ask yourself why.',
        characterId: 'Socrates',
      }),
    );
  });

  it("marks a learner's message as a learner's, even under a figure's name", async () => {
    installFakeChatApi({
      'GET /api/group-chats/g1': () => GROUP,
      'GET /api/group-chats/g1/messages': () => ({
        messages: [
          msg('m1', 'I discovered radium.', { user: { username: 'Marie Curie' } }),
          msg('m22', 'Radium glows in the dark.', {
            userId: null,
            user: null,
            characterId: 'Marie Curie',
          }),
          msg('m23', 'Which of you is she?', {
            user: { username: 'Ada' },
            replyToMessage: {
              id: 'm1',
              characterId: null,
              user: { username: 'Marie Curie' },
              content: 'I discovered radium.',
            },
          }),
        ],
        nextCursor: null,
      }),
      'GET /api/personas': () => PERSONAS,
    });
    renderRoutesWithHost(routes, { path: '/chats/g1' });
    // The learner's own message comes first; the quote of it in the reply, later.
    const learnerSaid = (await screen.findAllByText('I discovered radium.'))[0]!.closest('li')!;
    expect(learnerSaid.querySelector('.group-message__author')).toHaveTextContent(
      'Marie CurieLearner',
    );
    const figureSaid = screen.getByText('Radium glows in the dark.').closest('li')!;
    expect(figureSaid.querySelector('.group-message__author')).toHaveTextContent(/^Marie Curie$/);
    expect(figureSaid).toHaveClass('group-message--figure');
    const quote = screen
      .getByText('Which of you is she?')
      .closest('li')!
      .querySelector('blockquote')!;
    expect(quote).toHaveTextContent(/^Marie CurieLearner I discovered radium\.$/);
  });

  it('shows whom a sent message was addressed to', async () => {
    installFakeChatApi({
      'GET /api/group-chats/g1': () => GROUP,
      'GET /api/group-chats/g1/messages': () => ({ messages: [], nextCursor: null }),
      'GET /api/personas': () => ({ ...PERSONAS, mentionable: ['Leonardo da Vinci'] }),
      'POST /api/group-chats/g1/messages': (body) => {
        const { content, mentions } = body as { content: string; mentions: string[] };
        return { status: 201, body: msg('m22', content, { userId: 'user-1', mentions }) };
      },
    });
    renderRoutesWithHost(routes, { path: '/chats/g1' });
    // An empty room keeps the list's place (the composer stays at the foot, below it).
    const empty = await screen.findByText('No messages yet');
    expect(empty.closest('.group-room__messages')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Mention a historical figure' }));
    await userEvent.click(await screen.findByRole('option', { name: /Leonardo da Vinci/ }));
    await userEvent.type(
      screen.getByLabelText('Your message'),
      'How did you study perspective?{Enter}',
    );

    const text = await screen.findByText('How did you study perspective?');
    const bubble = text.closest('li');
    expect(bubble).toHaveTextContent('To@Leonardo da Vinci');
    // The picked mentions were cleared from the composer: the chip is the bubble's.
    expect(screen.getAllByText('@Leonardo da Vinci')).toHaveLength(1);
  });

  it('keeps its list at the newest message, scrolling the list rather than the page', async () => {
    let height = 900;
    const scrollHeight = vi
      .spyOn(HTMLElement.prototype, 'scrollHeight', 'get')
      .mockImplementation(() => height);
    try {
      installFakeChatApi({
        'GET /api/group-chats/g1': () => GROUP,
        'GET /api/group-chats/g1/messages': () => ({
          messages: [msg('m1', 'Hello all')],
          nextCursor: null,
        }),
        'POST /api/group-chats/g1/messages': (body) => ({
          status: 201,
          body: msg('m22', (body as { content: string }).content, { userId: 'user-1' }),
        }),
      });
      renderRoutesWithHost(routes, { path: '/chats/g1' });
      expect(await screen.findByText('Hello all')).toBeInTheDocument();
      const list = screen.getByLabelText('Messages');
      await waitFor(() => expect(list.scrollTop).toBe(900));

      height = 1200;
      await userEvent.type(screen.getByLabelText('Your message'), 'And one more{Enter}');
      expect(await screen.findByText('And one more')).toBeInTheDocument();
      await waitFor(() => expect(list.scrollTop).toBe(1200));
      // The composer follows the list, outside it: the list is what scrolls.
      expect(list).not.toContainElement(screen.getByLabelText('Your message'));
    } finally {
      scrollHeight.mockRestore();
    }
  });

  it('loads earlier history page by page with the cursor', async () => {
    const { calls } = installFakeChatApi({
      'GET /api/group-chats/g1': () => GROUP,
      'GET /api/group-chats/g1/messages': (_body, url) =>
        url.searchParams.get('before') === 'c1'
          ? { messages: [msg('m', 'The very first')], nextCursor: null }
          : { messages: [msg('m22', 'The newest')], nextCursor: 'c1' },
    });
    renderRoutesWithHost(routes, { path: '/chats/g1' });
    expect(await screen.findByText('The newest')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    expect(await screen.findByText('The very first')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
    expect(calls.some((c) => c.path.endsWith('/messages'))).toBe(true);
  });

  it('shows what a voice message said once it was transcribed', async () => {
    installFakeChatApi({
      'GET /api/group-chats/g1': () => GROUP,
      'GET /api/group-chats/g1/messages': () => ({
        messages: [
          msg('m1', '', {
            attachments: [{ type: 'voice', url: '/media/v1', duration: 3 }],
            transcript: 'Marie Curie, why does radium glow?',
          }),
        ],
        nextCursor: null,
      }),
    });
    renderRoutesWithHost(routes, { path: '/chats/g1' });
    expect(await screen.findByText('“Marie Curie, why does radium glow?”')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Voice message/ })).toBeInTheDocument();
  });

  it("shows 'Error Loading Chat' when the group cannot be read", async () => {
    installFakeChatApi({
      'GET /api/group-chats/g1/messages': () => ({ messages: [], nextCursor: null }),
    });
    renderRoutesWithHost(routes, { path: '/chats/g1' });
    expect(await screen.findByText('Error Loading Chat')).toBeInTheDocument();
    expect(screen.getByText('Failed to load group chat')).toBeInTheDocument();
  });
});
