import { resetToasts, Toaster } from '@agora/ui';
import { fakeSocket, renderWithHost } from '@agora/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatOverlay } from './chat-overlay';
import { installFakeChatApi } from './testing/fake-chat-api';
import { PERSONAS } from './testing/personas';

const socket = fakeSocket();
vi.mock('socket.io-client', () => ({ io: () => socket }));

const message = (id: string, role: 'user' | 'assistant', content: string) => ({
  id,
  role,
  content,
  persona: 'Socrates',
  emotion: null,
  emotionConfidence: null,
  imageUrl: null,
  audioUrl: null,
  createdAt: new Date().toISOString(),
});

describe(ChatOverlay.name, () => {
  beforeEach(() => {
    socket.emitted.splice(0);
    resetToasts();
    // As in Chromium, where scrollIntoView returns a Promise (an effect must not hand it to React as a cleanup).
    Element.prototype.scrollIntoView = () => Promise.resolve() as unknown as void;
  });

  it('greets with the persona and closes on Escape', async () => {
    installFakeChatApi({ 'GET /api/personas': () => PERSONAS });
    const onClose = vi.fn();
    renderWithHost(<ChatOverlay persona="Socrates" onClose={onClose} />, { user: null });
    expect(
      await screen.findByRole('dialog', { name: 'Chat with Historical Figures' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Start a conversation with Socrates')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('sends on Enter, labels the emotion, renders the reply as safe Markdown and offers emotion-first chips', async () => {
    const api = installFakeChatApi({
      'GET /api/personas': () => PERSONAS,
      'POST /api/character-chat': (body) => {
        const { streamId } = body as { streamId?: string };
        if (streamId)
          for (const token of ['Think ', 'of it']) socket.fire('ai-token', { streamId, token });
        return {
          response: 'Think of it **like water**. <img src=x onerror="alert(1)">',
          provider: 'offline',
        };
      },
    });
    renderWithHost(<ChatOverlay persona="Socrates" onClose={() => undefined} />, { user: null });
    const input = await screen.findByRole('textbox', { name: 'Your message' });
    await userEvent.type(input, '   {Enter}');
    expect(api.calls.filter((c) => c.path === '/api/character-chat')).toHaveLength(0);

    await userEvent.type(input, "I'm confused, I don't understand virtue{Enter}");
    expect(await screen.findByText('like water', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('Confused')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    const sent = api.calls.find((c) => c.path === '/api/character-chat')!.body as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({
      message: "I'm confused, I don't understand virtue",
      persona: 'Socrates',
      emotion: 'confused',
      conversationHistory: [],
    });
    const chips = within(screen.getByRole('group', { name: 'Suggested questions' })).getAllByRole(
      'button',
    );
    expect(chips.map((c) => c.textContent)).toEqual([
      'Can you explain that more simply?',
      'Can you give me an example?',
      'Tell me about your greatest discovery',
      'What inspired your work?',
    ]);
    expect(screen.getByText('2 messages')).toBeInTheDocument();
  });

  it('labels a reply with its claim kind and lists its sources in a disclosure', async () => {
    installFakeChatApi({
      'GET /api/personas': () => PERSONAS,
      'POST /api/character-chat': () => ({
        response: 'I drank the hemlock calmly.',
        provider: 'openai',
        sources: ["Plato's Phaedo"],
        claimKind: 'documented',
      }),
    });
    renderWithHost(<ChatOverlay persona="Socrates" onClose={() => undefined} />, { user: null });
    const input = await screen.findByRole('textbox', { name: 'Your message' });
    await userEvent.type(input, 'How did you die?{Enter}');
    const reply = (await screen.findByText('I drank the hemlock calmly.')).closest('li')!;
    expect(within(reply).getByText('Documented fact')).toBeInTheDocument();
    const summary = within(reply).getByText('Sources');
    expect(summary.closest('details')!.open).toBe(false);
    await userEvent.click(summary);
    expect(summary.closest('details')!.open).toBe(true);
    expect(within(reply).getByText("Plato's Phaedo")).toBeVisible();
  });

  it('shows a role-play badge and no sources disclosure when a reply cites nothing', async () => {
    installFakeChatApi({
      'GET /api/personas': () => PERSONAS,
      'POST /api/character-chat': () => ({
        response: 'As a space pirate, I steer by the stars.',
        provider: 'offline',
        sources: [],
        claimKind: 'role-play',
      }),
    });
    renderWithHost(<ChatOverlay persona="Socrates" onClose={() => undefined} />, { user: null });
    const input = await screen.findByRole('textbox', { name: 'Your message' });
    await userEvent.type(input, 'How do you navigate?{Enter}');
    const reply = (await screen.findByText('As a space pirate, I steer by the stars.')).closest(
      'li',
    )!;
    expect(within(reply).getByText('Role-play')).toBeInTheDocument();
    expect(within(reply).queryByText('Sources')).toBeNull();
  });

  it('removes the turn and shows the spec error when the reply fails', async () => {
    installFakeChatApi({
      'GET /api/personas': () => PERSONAS,
      'POST /api/character-chat': () => ({ status: 500, body: { message: 'boom' } }),
    });
    renderWithHost(
      <>
        <ChatOverlay persona="Socrates" onClose={() => undefined} />
        <Toaster />
      </>,
      { user: null },
    );
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Your message' }),
      'Hello{Enter}',
    );
    expect(
      await screen.findByText('Failed to get response. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Start a conversation with Socrates')).toBeInTheDocument();
    expect(screen.queryByText('Hello', { ignore: 'textarea' })).toBeNull();
  });

  it('gives the typed message back in the input when the reply needs more credits', async () => {
    const api = installFakeChatApi({
      'GET /api/personas': () => PERSONAS,
      'GET /api/custom-characters': () => [],
      'GET /api/chats': () => [],
      'POST /api/chats': () => ({ status: 201, body: { id: 'chat-1', persona: 'Socrates' } }),
      'POST /api/chats/chat-1/messages': () => ({
        status: 201,
        body: message('m-user', 'user', 'What is courage?'),
      }),
      'DELETE /api/chats/chat-1/messages/m-user': () => ({ success: true }),
      'POST /api/character-chat': () => ({
        status: 402,
        body: { statusCode: 402, message: 'Insufficient credits. Required: 1, Available: 0' },
      }),
    });
    const { recording } = renderWithHost(
      <ChatOverlay persona="Socrates" onClose={() => undefined} />,
    );
    const input = await screen.findByRole('textbox', { name: 'Your message' });
    await userEvent.type(input, 'What is courage?{Enter}');

    await waitFor(() => expect(recording.toasts.at(-1)?.title).toBe('✨ More Credits Needed'));
    await waitFor(() => expect(input).toHaveValue('What is courage?'));
    expect(input).toBeEnabled();
    // The optimistic message is gone: the chat is empty again.
    expect(screen.getByText('Start a conversation with Socrates')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        api.calls.some(
          (c) => c.method === 'DELETE' && c.path === '/api/chats/chat-1/messages/m-user',
        ),
      ).toBe(true),
    );
  });

  it('gives a quick-reply chip back in the input when its reply fails', async () => {
    installFakeChatApi({
      'GET /api/personas': () => PERSONAS,
      'POST /api/character-chat': () => ({ status: 500, body: { message: 'boom' } }),
    });
    renderWithHost(<ChatOverlay persona="Socrates" onClose={() => undefined} />, { user: null });
    const input = await screen.findByRole('textbox', { name: 'Your message' });
    const chip = within(screen.getByRole('group', { name: 'Suggested questions' })).getAllByRole(
      'button',
    )[0]!;
    const asked = chip.textContent;
    await userEvent.click(chip);

    await waitFor(() => expect(input).toHaveValue(asked));
  });

  it('creates no chat on open; the first message creates it, is saved, and voice attaches to the stored reply', async () => {
    const api = installFakeChatApi({
      'GET /api/personas': () => PERSONAS,
      'GET /api/custom-characters': () => [],
      'POST /api/chats': () => ({
        id: 'chat-1',
        persona: 'Socrates',
        title: '',
        lastMessageAt: new Date().toISOString(),
      }),
      'GET /api/chats': () => [],
      'POST /api/chats/chat-1/messages': () => message('m-user', 'user', 'What is justice?'),
      'POST /api/character-chat': () => ({
        response: 'Let us ask what justice is not.',
        provider: 'offline',
        messageId: 'm-reply',
      }),
      'POST /api/character-chat/voice': () => ({
        status: 402,
        body: { statusCode: 402, message: 'Insufficient credits. Required: 5, Available: 2' },
      }),
    });
    const { recording } = renderWithHost(
      <ChatOverlay persona="Socrates" onClose={() => undefined} />,
    );
    const chatsCreated = () =>
      api.calls.filter((c) => c.method === 'POST' && c.path === '/api/chats').length;
    await screen.findByText('Start a conversation with Socrates');
    expect(chatsCreated()).toBe(0);
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Your message' }),
      'What is justice?{Enter}',
    );
    await screen.findByText('Let us ask what justice is not.');
    expect(chatsCreated()).toBe(1);
    expect(api.calls.find((c) => c.path === '/api/character-chat')!.body).toMatchObject({
      chatId: 'chat-1',
    });

    await userEvent.click(screen.getByRole('button', { name: /Voice/ }));
    await waitFor(() => expect(recording.toasts.at(-1)?.title).toBe('✨ More Credits Needed'));
    expect(api.calls.find((c) => c.path === '/api/character-chat/voice')!.body).toEqual({
      text: 'Let us ask what justice is not.',
      voice: 'alloy',
      messageId: 'm-reply',
    });
  });

  it("deletes a chat after 'Delete this chat?', says 'Chat deleted' and creates no empty chat", async () => {
    let created = 0;
    const api = installFakeChatApi({
      'GET /api/personas': () => PERSONAS,
      'GET /api/custom-characters': () => [],
      'POST /api/chats': () => ({
        id: `chat-${++created}`,
        persona: 'Socrates',
        title: '',
        lastMessageAt: '2026-01-01T10:00:00Z',
      }),
      'GET /api/chats': () => [
        {
          id: 'chat-1',
          persona: 'Socrates',
          title: 'What is virtue?',
          lastMessageAt: '2026-01-01T10:00:00Z',
        },
      ],
      'DELETE /api/chats/chat-1': () => ({ success: true }),
    });
    const { recording } = renderWithHost(
      <ChatOverlay persona="Socrates" onClose={() => undefined} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: /Chat history/ }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Actions for What is virtue?' }),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this chat?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(recording.toasts.at(-1)?.title).toBe('Chat deleted'));
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/chats/chat-1')).toBe(
      true,
    );
    expect(created).toBe(0);
  });

  it('opens a chat with an imported mentor by its card greeting, names filled in, then sends as usual', async () => {
    const mentor = {
      id: 'c9',
      name: 'Caroline',
      avatar: '/media/00000000-0000-4000-8000-000000000009',
      specialty: 'Astronomer',
      personality: 'Careful',
      background: '',
      speakingStyle: '',
      greeting: 'Good evening, {{user}}. I am {{char}}; shall we sweep for comets?',
      isPublic: false,
      isOwner: true,
      createdAt: '',
    };
    const api = installFakeChatApi({
      'GET /api/personas': () => PERSONAS,
      'GET /api/custom-characters': () => [mentor],
      'GET /api/chats': () => [],
      'POST /api/chats': () => ({ status: 201, body: { id: 'chat-1', persona: 'custom-c9' } }),
      'POST /api/chats/chat-1/messages': (body) => ({
        status: 201,
        body: {
          ...message('m1', 'user', (body as { content: string }).content),
          persona: 'custom-c9',
        },
      }),
      'POST /api/character-chat': () => ({ response: 'Comets first, then.', provider: 'offline' }),
    });
    renderWithHost(<ChatOverlay persona="custom-c9" onClose={() => undefined} />);
    const greeting = await screen.findByTestId('mentor-greeting');
    expect(greeting).toHaveTextContent(
      'Good evening, Ada. I am Caroline; shall we sweep for comets?',
    );
    expect(screen.queryByText(/Start a conversation/)).toBeNull();
    expect(greeting.querySelector('img')).toHaveAttribute('src', mentor.avatar);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), 'Yes!{Enter}');
    expect(await screen.findByText('Comets first, then.')).toBeInTheDocument();
    expect(screen.getByTestId('mentor-greeting')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/character-chat')!.body).toMatchObject({
      persona: 'custom-c9',
      message: 'Yes!',
    });
  });
});
