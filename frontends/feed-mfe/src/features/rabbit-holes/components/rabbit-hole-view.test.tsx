import type { ExplorePost } from '@agora/contracts';
import { DEFAULT_SETTINGS, registerTranslations, type Settings } from '@agora/ui';
import { renderWithHost, setupMockApi, TEST_USER } from '@agora/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { feedTranslations } from '../../../locales/all-locales';
import { createFeedStore, feedHandlers } from '../../../testing/fake-feed-api';
import { RabbitHoleView } from './rabbit-hole-view';

registerTranslations('feed', feedTranslations);

const original: ExplorePost = {
  id: 'p1',
  author: 'Galileo Galilei',
  avatar: '🔭',
  specialty: 'Astronomy',
  content: 'Jupiter has four moons.',
  topic: 'Space & Astronomy',
  sources: [],
  claimKind: 'documented',
  timestamp: new Date().toISOString(),
};

const store = createFeedStore();
const server = setupMockApi(...feedHandlers(store));
beforeEach(() => Object.assign(store, createFeedStore()));

describe('rabbit-hole view', () => {
  it('uses a local id and the three scripted deep-dive posts when the server cannot help', async () => {
    const calls: string[] = [];
    server.use(
      http.all('/api/*', ({ request }) => {
        calls.push(request.url);
        return new HttpResponse('down', { status: 503 });
      }),
    );
    const { recording } = renderWithHost(
      <RabbitHoleView original={original} onBack={() => undefined} />,
      { user: null },
    );
    await waitFor(() => expect(screen.getAllByTestId('post-card')).toHaveLength(4));
    expect(calls.filter((u) => u.endsWith('/api/rabbit-holes'))).toHaveLength(1);
    // The local id is never sent to the server as a rabbit hole to store into.
    expect(screen.queryByText('Setting up thread...')).not.toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Your reply' });
    fireEvent.change(box, { target: { value: 'Tell me more' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() =>
      expect(recording.toasts).toContainEqual({
        title: 'Error',
        description: 'Failed to create post. Please try again.',
        variant: 'destructive',
      }),
    );
  });

  it('goes back on a right swipe over 100 px with under 50 px vertical movement only', async () => {
    server.use(http.all('/api/*', () => new HttpResponse('down', { status: 503 })));
    const onBack = vi.fn();
    renderWithHost(<RabbitHoleView original={original} onBack={onBack} />);
    const view = screen.getByRole('region', { name: 'Rabbit hole' });
    fireEvent.touchStart(view, { touches: [{ clientX: 10, clientY: 300 }] });
    fireEvent.touchEnd(view, { changedTouches: [{ clientX: 150, clientY: 360 }] });
    expect(onBack).not.toHaveBeenCalled();
    fireEvent.touchStart(view, { touches: [{ clientX: 10, clientY: 300 }] });
    fireEvent.touchEnd(view, { changedTouches: [{ clientX: 150, clientY: 320 }] });
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('stores the reply, shows the figures’ answers, and clears the reply target', async () => {
    const holeId = store.rabbitHoleId;
    store.deepDive = [
      { ...original, id: 't1', author: 'Isaac Newton', content: 'Moons obey gravity.' },
    ];
    store.answers = [
      { ...original, id: 'a1', content: 'Because I counted them.', replyingTo: 'Explorer7' },
    ];
    const bodies = store.bodies;
    renderWithHost(<RabbitHoleView original={original} onBack={() => undefined} />);
    expect(await screen.findByText('Moons obey gravity.')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Reply' })[1]!);
    expect(screen.getByText('Replying to Isaac Newton')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Your reply' });
    fireEvent.change(box, { target: { value: 'Why four?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('Because I counted them.')).toBeInTheDocument();
    expect(screen.queryByText('Replying to Isaac Newton')).not.toBeInTheDocument();
    expect(bodies['/api/generate-rabbit-hole']).toMatchObject({ rabbitHoleId: holeId });
    expect(bodies['/api/user-posts']).toMatchObject({
      rabbitHoleId: holeId,
      content: 'Why four?',
      isReply: true,
      replyToOriginalAuthor: 'Isaac Newton',
    });
    expect(bodies['/api/generate-ai-response']).toMatchObject({
      rabbitHoleId: holeId,
      oneOnOneMode: false,
      replyToAuthor: 'Isaac Newton',
    });

    // Refresh brings fresh deep-dive posts and keeps the learner's reply and the answer to it.
    store.deepDive = [
      { ...original, id: 't2', author: 'Johannes Kepler', content: 'Orbits are ellipses.' },
    ];
    fireEvent.click(screen.getByRole('button', { name: 'Refresh thread' }));
    expect(await screen.findByText('Orbits are ellipses.')).toBeInTheDocument();
    expect(screen.queryByText('Moons obey gravity.')).not.toBeInTheDocument();
    expect(screen.getByText('Why four?')).toBeInTheDocument();
    expect(screen.getByText('Because I counted them.')).toBeInTheDocument();
  });

  async function replyAndReadName(options: Parameters<typeof renderWithHost>[1]) {
    const view = renderWithHost(
      <RabbitHoleView original={original} onBack={() => undefined} />,
      options,
    );
    const box = await screen.findByRole('textbox', { name: 'Your reply' });
    await waitFor(() => expect(screen.queryByText('Setting up thread...')).toBeNull());
    fireEvent.change(box, { target: { value: 'Who taught you?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(store.bodies['/api/user-posts']).toBeDefined());
    const shown = screen.getByText(/^Posting as /).textContent;
    view.unmount();
    return { sent: (store.bodies['/api/user-posts'] as { username: string }).username, shown };
  }

  it('posts a signed-in learner under their first name when no display name is set', async () => {
    const { sent, shown } = await replyAndReadName({ user: { ...TEST_USER, firstName: 'Ada' } });
    expect(sent).toBe('Ada');
    expect(shown).toBe('Posting as Ada');
  });

  it('keeps a visitor’s Explorer name from one visit to the next', async () => {
    localStorage.clear();
    const first = await replyAndReadName({ user: null });
    expect(first.sent).toMatch(/^Explorer\d{1,3}$/);
    Object.assign(store, createFeedStore());
    const second = await replyAndReadName({ user: null });
    expect(second.sent).toBe(first.sent);
    expect(second.shown).toBe(`Posting as ${first.sent}`);
  });

  it('saves the display name set in the thread to the settings, where Settings reads it', async () => {
    server.use(http.all('/api/*', () => new HttpResponse('down', { status: 503 })));
    const saved: Settings[] = [];
    renderWithHost(<RabbitHoleView original={original} onBack={() => undefined} />, {
      host: { saveSettings: (next) => void saved.push(next) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your display name' }), {
      target: { value: '  Star Gazer ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set' }));
    expect(saved).toEqual([{ ...DEFAULT_SETTINGS, displayName: 'Star Gazer' }]);
  });

  it('tells the learner a full thread takes no more posts, keeping what it shows (409)', async () => {
    store.deepDive = [
      { ...original, id: 't1', author: 'Isaac Newton', content: 'Moons obey gravity.' },
    ];
    const { recording } = renderWithHost(
      <RabbitHoleView original={original} onBack={() => undefined} />,
    );
    expect(await screen.findByText('Moons obey gravity.')).toBeInTheDocument();
    const full = () =>
      HttpResponse.json(
        { statusCode: 409, error: 'Conflict', message: 'This rabbit hole is full' },
        { status: 409 },
      );
    server.use(http.post('/api/generate-rabbit-hole', full), http.post('/api/user-posts', full));
    const fullToast = {
      title: 'This thread is full',
      description:
        'This rabbit hole holds as many posts as it can. Open a new one from a post to keep exploring.',
    };

    fireEvent.click(screen.getByRole('button', { name: 'Generate More Posts' }));
    await waitFor(() => expect(recording.toasts).toEqual([fullToast]));
    fireEvent.click(screen.getByRole('button', { name: 'Refresh thread' }));
    await waitFor(() => expect(recording.toasts).toEqual([fullToast, fullToast]));
    // Neither the scripted fallback posts nor an emptied thread: the stored posts stay.
    expect(screen.getAllByTestId('post-card')).toHaveLength(2);
    expect(screen.getByText('Moons obey gravity.')).toBeInTheDocument();

    const box = screen.getByRole('textbox', { name: 'Your reply' });
    fireEvent.change(box, { target: { value: 'One more?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(recording.toasts).toEqual([fullToast, fullToast, fullToast]));
  });
});
