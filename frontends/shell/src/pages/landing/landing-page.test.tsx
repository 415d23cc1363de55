import type { DemoData, PublicStats } from '@agora/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeRemoteLoader } from '../../testing/fake-remote-loader';
import { installFakeShellApi } from '../../testing/fake-shell-api';
import { renderApp } from '../../testing/render-app';
import { DEMO_STEP_MS } from './demo-card';

const STATS: PublicStats = {
  totalUsers: 1234,
  totalPosts: 5678,
  totalConversations: 91,
  activeUsers: 42,
};
const figure = { mentor_name: 'Galileo Galilei', avatar_emoji: '🔭' };
const DEMOS: DemoData = {
  chatDemo: {
    origin: 'curated',
    language: 'en',
    steps: [
      { ...figure, type: 'user', emotion: 'curious', message: 'Why point a telescope at Jupiter?' },
      { ...figure, type: 'ai', emotion: 'curious', message: 'To see its four moons for myself.' },
      { ...figure, type: 'user', emotion: 'confused', message: 'Why did that matter?' },
      { ...figure, type: 'ai', emotion: 'confused', message: 'Not everything circles the Earth.' },
    ],
  },
  homeFeedDemo: {
    origin: 'community',
    language: 'en',
    posts: [
      {
        author: 'Rumi',
        avatar: '🌀',
        specialty: 'Poet',
        topic: 'Poetry',
        content: 'Be a lamp.',
        likes: 3,
      },
    ],
  },
  groupDemo: {
    origin: 'curated',
    language: 'en',
    messages: [{ type: 'ai', username: 'Hypatia', avatar: '📐', message: 'Slice the cone.' }],
  },
};

describe('landing page data', () => {
  const server = installFakeShellApi();
  afterEach(() => vi.useRealTimers());

  // At / a visitor sees the landing before the sign-in state is known (and again once it is);
  // the demo tests start at /landing, where it is mounted once, so a click is not lost to that.
  // A status answers that failure instead of the data.
  const visitor = async (
    stats: PublicStats | number,
    demos: DemoData | number = DEMOS,
    path = '/',
  ) => {
    if (typeof stats === 'number') server.failures['GET /api/public-stats'] = stats;
    else server.publicStats = stats;
    if (typeof demos === 'number') server.failures['GET /api/demo-data'] = demos;
    else server.demoData = { en: demos };
    await renderApp(new FakeRemoteLoader({}), path);
  };
  const todayBlock = () =>
    within(screen.getByRole('heading', { name: 'Our community today' }).closest('section')!);

  it('shows … while the live numbers load, then the server counts as today', async () => {
    await visitor(STATS);
    expect(todayBlock().getAllByText('…')).toHaveLength(4);
    await waitFor(() => {
      for (const value of ['1,234', '5,678', '91', '42'])
        expect(todayBlock().getByText(value)).toBeInTheDocument();
    });
    expect(todayBlock().getByText('learners')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('agora.publicStats') ?? '{}').value).toEqual(STATS);
  });

  it('shows zeros when the stats fail and nothing is cached', async () => {
    await visitor(503);
    await waitFor(() => expect(todayBlock().getAllByText('0')).toHaveLength(4));
  });

  it("plays the server's chat demo to completion, then resets it", async () => {
    await visitor(STATS, undefined, '/landing');
    const play = await screen.findByRole('button', { name: 'Play demo' });
    vi.useFakeTimers();
    fireEvent.click(play);
    expect(screen.getByText('Why point a telescope at Jupiter?')).toBeInTheDocument();
    for (let i = 0; i < 3; i++) {
      act(() => {
        vi.advanceTimersByTime(DEMO_STEP_MS);
      });
    }
    expect(screen.getByText('Not everything circles the Earth.')).toBeInTheDocument();
    expect(screen.getAllByText('Galileo Galilei', { selector: 'strong' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Play demo' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByText('Why point a telescope at Jupiter?')).toBeNull();
    expect(screen.getByRole('button', { name: 'Play demo' })).toBeEnabled();
  });

  it('plays the built-in demos when the demo data cannot be loaded', async () => {
    await visitor(STATS, 500, '/landing');
    fireEvent.click(await screen.findByRole('button', { name: 'Play demo' }));
    expect(screen.getByText('Why do some elements glow in the dark?')).toBeInTheDocument();
  });
});
