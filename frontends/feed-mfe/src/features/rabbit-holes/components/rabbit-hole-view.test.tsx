import type { ExplorePost } from '@agora/contracts';
import { DEFAULT_SETTINGS, registerTranslations, type Settings } from '@agora/ui';
import { renderWithHost, setupMockApi } from '@agora/ui/testing';
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

  it('saves the display name set in the thread to the settings, where Settings reads it', async () => {
    server.use(http.all('/api/*', () => new HttpResponse('down', { status: 503 })));
    const saved: Settings[] = [];
    renderWithHost(<RabbitHoleView original={original} onBack={() => undefined} />, {
      host: { saveSettings: (next) => void saved.push(next) },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Your display name' }), {
      target: { value: '  Star Gazer ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set' }));
    expect(saved).toEqual([{ ...DEFAULT_SETTINGS, displayName: 'Star Gazer' }]);
  });
});
