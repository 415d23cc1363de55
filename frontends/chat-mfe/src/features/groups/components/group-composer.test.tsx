import '../../../testing/register-chat-translations';
import { resetToasts, Toaster } from '@agora/ui';
import { renderWithHost } from '@agora/ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeChatApi } from '../../../testing/fake-chat-api';
import { PERSONAS } from '../../../testing/personas';
import { GroupComposer } from './group-composer';

const composer = (
  <GroupComposer
    groupId="g1"
    replyTo={null}
    onClearReply={() => undefined}
    onSent={() => undefined}
    sendTyping={() => undefined}
  />
);

/** A MediaRecorder stand-in whose recording is `bytes` long. */
function fakeRecorder(bytes: number) {
  return class {
    mimeType = 'audio/webm';
    ondataavailable: ((e: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    onerror: (() => void) | null = null;
    start() {}
    stop() {
      this.ondataavailable?.({ data: new Blob([new Uint8Array(bytes)]) });
      this.onstop?.();
    }
  };
}

const microphone = (getUserMedia: () => Promise<unknown>) =>
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });

describe(GroupComposer.name, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetToasts();
  });

  it('opens the mention picker beside @, closes it with Escape back on @, and a pick is mentioned', async () => {
    installFakeChatApi({
      'GET /api/personas': () => ({ ...PERSONAS, mentionable: ['Socrates', 'Hypatia'] }),
    });
    renderWithHost(composer);
    const at = screen.getByRole('button', { name: 'Mention a historical figure' });
    await userEvent.click(at);
    expect(at).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('option', { name: /Socrates/ })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('option', { name: /Socrates/ })).not.toBeInTheDocument();
    expect(at).toHaveFocus();

    await userEvent.click(at);
    await userEvent.type(screen.getByRole('combobox', { name: 'Search figures' }), 'socr');
    await userEvent.click(screen.getByRole('option', { name: /Socrates/ }));
    expect(at).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/Socrates/)).toBeInTheDocument();
  });

  it('picks a figure from the keyboard: typing makes the first match active, arrows move, Enter or Tab picks', async () => {
    installFakeChatApi({
      'GET /api/personas': () => ({
        ...PERSONAS,
        mentionable: ['Marie Curie', 'Pierre Curie', 'Socrates'],
      }),
    });
    renderWithHost(composer);
    const at = screen.getByRole('button', { name: 'Mention a historical figure' });
    await userEvent.click(at);
    const search = await screen.findByRole('combobox', { name: 'Search figures' });
    await screen.findByRole('option', { name: /Socrates/ });
    expect(search).toHaveFocus();
    expect(search).not.toHaveAttribute('aria-activedescendant');

    await userEvent.keyboard('curie');
    const listbox = screen.getByRole('listbox', { name: 'Mention a historical figure' });
    expect(search).toHaveAttribute('aria-controls', listbox.id);
    const [marie, pierre] = screen.getAllByRole('option');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(search).toHaveAttribute('aria-activedescendant', marie!.id);
    expect(marie).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{ArrowDown}');
    expect(search).toHaveAttribute('aria-activedescendant', pierre!.id);
    expect(pierre).toHaveAttribute('aria-selected', 'true');
    expect(marie).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowDown}');
    expect(search).toHaveAttribute('aria-activedescendant', marie!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(search).toHaveAttribute('aria-activedescendant', pierre!.id);

    await userEvent.keyboard('{Enter}');
    expect(at).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('list', { name: 'Mention a historical figure' })).toHaveTextContent(
      '@Pierre Curie',
    );

    await userEvent.click(at);
    await screen.findByRole('option', { name: /Socrates/ });
    await userEvent.keyboard('socr{Tab}');
    expect(at).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('list', { name: 'Mention a historical figure' })).toHaveTextContent(
      '@Socrates',
    );
  });

  it('puts the learner back in the message box after a pick, by pointer or keyboard, to type on', async () => {
    installFakeChatApi({
      'GET /api/personas': () => ({ ...PERSONAS, mentionable: ['Socrates', 'Hypatia'] }),
    });
    renderWithHost(composer);
    const at = screen.getByRole('button', { name: 'Mention a historical figure' });
    const message = screen.getByRole('textbox', { name: 'Your message' });

    await userEvent.click(at);
    await userEvent.click(await screen.findByRole('option', { name: /Socrates/ }));
    expect(message).toHaveFocus();
    await userEvent.keyboard('what is virtue?');
    expect(message).toHaveValue('what is virtue?');
    expect(at).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(at);
    await screen.findByRole('option', { name: /Hypatia/ });
    await userEvent.keyboard('hyp{Enter}');
    expect(message).toHaveFocus();
    await userEvent.keyboard(' And you');
    expect(message).toHaveValue('what is virtue? And you');
    expect(screen.getByRole('list', { name: 'Mention a historical figure' })).toHaveTextContent(
      '@Hypatia',
    );
  });

  it('says when no figure matches the search', async () => {
    installFakeChatApi({
      'GET /api/personas': () => ({ ...PERSONAS, mentionable: ['Socrates'] }),
    });
    renderWithHost(composer);
    await userEvent.click(screen.getByRole('button', { name: 'Mention a historical figure' }));
    await screen.findByRole('option', { name: /Socrates/ });
    await userEvent.keyboard('zzz{Enter}');

    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByText('No figure matches your search.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search figures' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('says so when the microphone is refused', async () => {
    installFakeChatApi({});
    microphone(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const { recording } = renderWithHost(composer);
    await userEvent.click(screen.getByRole('button', { name: 'Record a voice message' }));
    await waitFor(() =>
      expect(recording.toasts).toContainEqual({
        variant: 'destructive',
        title: 'Microphone access denied',
        description: 'Please allow microphone access to send voice messages',
      }),
    );
  });

  it('refuses a recording over 10 MB without sending it', async () => {
    const { calls } = installFakeChatApi({});
    microphone(() => Promise.resolve({ getTracks: () => [] }));
    vi.stubGlobal('MediaRecorder', fakeRecorder(10 * 1024 * 1024 + 1));
    const { recording } = renderWithHost(composer);
    await userEvent.click(screen.getByRole('button', { name: 'Record a voice message' }));
    expect(await screen.findByText('Recording… 0s')).toBeInTheDocument();
    await act(async () => {
      await userEvent.click(screen.getAllByRole('button', { name: 'Stop and send' })[0]!);
    });
    await waitFor(() =>
      expect(recording.toasts).toContainEqual({
        variant: 'destructive',
        title: 'Recording too long',
        description: 'Please keep voice messages under 2 minutes',
      }),
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('sends a short recording as base64 with its duration', async () => {
    const { calls } = installFakeChatApi({
      'POST /api/group-chats/g1/voice': () => ({ status: 201, body: {} }),
    });
    microphone(() => Promise.resolve({ getTracks: () => [] }));
    vi.stubGlobal('MediaRecorder', fakeRecorder(64));
    renderWithHost(composer);
    await userEvent.click(screen.getByRole('button', { name: 'Record a voice message' }));
    await userEvent.click((await screen.findAllByRole('button', { name: 'Stop and send' }))[0]!);
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    const body = calls.find((c) => c.method === 'POST')!.body as {
      audioData: string;
      duration: number;
    };
    expect(atob(body.audioData)).toHaveLength(64);
    expect(body.duration).toBeGreaterThanOrEqual(1);
  });
  it.each([
    [
      'group-voice-messages',
      100,
      'You have sent 100 voice messages today, the daily limit. You can send more in 5 hours.',
    ],
    [
      'group-voice-megabytes',
      200,
      "This recording would take you past today's limit of 200 MB of voice messages. You can send more in 5 hours.",
    ],
  ])(
    'says which daily voice allowance is used up (%s) and when it comes back',
    async (quota, limit, description) => {
      installFakeChatApi({
        'POST /api/group-chats/g1/voice': () => ({
          status: 429,
          headers: { 'Retry-After': '17950' },
          body: {
            statusCode: 429,
            error: 'Too Many Requests',
            message: 'You have sent 100 voice messages today, the daily limit; try again later',
            quota,
            limit,
            retryAfterSeconds: 17950,
          },
        }),
      });
      microphone(() => Promise.resolve({ getTracks: () => [] }));
      vi.stubGlobal('MediaRecorder', fakeRecorder(64));
      const { recording } = renderWithHost(composer);
      await userEvent.click(screen.getByRole('button', { name: 'Record a voice message' }));
      await userEvent.click((await screen.findAllByRole('button', { name: 'Stop and send' }))[0]!);
      await waitFor(() =>
        expect(recording.toasts).toContainEqual({
          variant: 'destructive',
          title: 'Daily voice limit reached',
          description,
        }),
      );
      expect(recording.toasts.map((t) => t.title)).not.toContain('Error');
    },
  );

  it('still says the voice message failed for any other refusal', async () => {
    installFakeChatApi({
      'POST /api/group-chats/g1/voice': () => ({
        status: 400,
        body: {
          statusCode: 400,
          message: 'audioData: not a recording in a supported audio format',
        },
      }),
    });
    microphone(() => Promise.resolve({ getTracks: () => [] }));
    vi.stubGlobal('MediaRecorder', fakeRecorder(64));
    const { recording } = renderWithHost(
      <>
        {composer}
        <Toaster />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Record a voice message' }));
    await userEvent.click((await screen.findAllByRole('button', { name: 'Stop and send' }))[0]!);
    expect(await screen.findByText('Failed to send voice message')).toBeInTheDocument();
    expect(recording.toasts).toEqual([]);
  });
});
