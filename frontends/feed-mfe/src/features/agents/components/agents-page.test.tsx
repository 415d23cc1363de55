import type { AgentFeedPost, AgentFeedProgress } from '@agora/contracts';
import { registerTranslations } from '@agora/ui';
import { renderRoutesWithHost, setupMockApi } from '@agora/ui/testing';
import { http } from 'msw';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { feedTranslations } from '../../../locales/all-locales';
import { AgentsPage } from './agents-page';

registerTranslations('feed', feedTranslations);

/** The HTTP fake: each test installs the server's answers over its own state. */
const mockApi = setupMockApi();

/** The page's socket: the test pushes the server's progress events through it. */
const socket = await vi.hoisted(async () => (await import('@agora/ui/testing')).fakeSocket());
vi.mock('socket.io-client', () => ({ io: () => socket }));

function post(n: number, confidence: number, agentName = `Figure ${n}`): AgentFeedPost {
  return {
    id: `post-${n}`,
    agentName,
    agentAvatar: '🎓',
    agentSpecialty: 'Physicist',
    angle: `Angle ${n}`,
    content: `Content number ${n}.`,
    bulletSummary: [`Point ${n}a`, `Point ${n}b`],
    confidence,
    relevanceScore: 0.7,
    researchSources: [`Figure ${n}: “An entry” (Agora knowledge base, figure-${n}/entry)`],
    claimKind: 'documented',
    reviews: [
      { reviewer: 'Other', scores: { accuracy: 0.8 }, relevance: 0.7, reason: `Reason ${n}.` },
    ],
    liked: false,
    saved: false,
    timestamp: '2026-11-22T10:00:00.000Z',
  };
}

/** The agent-feed endpoints over an in-memory feed; `generate` waits for `release()`. */
function serve() {
  const state = {
    posts: [] as AgentFeedPost[],
    bodies: [] as Record<string, unknown>[],
    failWith: null as null | { status: number; body: unknown },
    listFails: false,
    release: () => undefined as void,
    progressId: '' as string,
  };
  mockApi.use(
    http.all('*', async ({ request }) => {
      const url = request.url;
      const init = {
        method: request.method,
        body: request.method === 'GET' ? undefined : await request.text(),
      };
      if (url.endsWith('/api/agent-feed/generate')) {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        state.bodies.push(body);
        state.progressId = String(body.progressId);
        await new Promise<void>((resolve) => (state.release = resolve));
        if (state.failWith)
          return Response.json(state.failWith.body, { status: state.failWith.status });
        const start = state.posts.length;
        const added = [post(start + 1, 0.85), post(start + 2, 0.65), post(start + 3, 0.3)];
        state.posts.push(...added);
        return Response.json({ feedId: 'feed-1', postCount: added.length, topic: 'Light' });
      }
      const toggle = /\/api\/agent-feed\/posts\/(.+)\/(like|save)$/.exec(url);
      if (toggle) {
        const target = state.posts.find((p) => p.id === toggle[1])!;
        const key = toggle[2] === 'like' ? 'liked' : 'saved';
        target[key] = !target[key];
        return Response.json({ [key]: target[key] });
      }
      if (url.includes('/api/agent-feed?')) {
        if (state.listFails) return Response.json({ message: 'down' }, { status: 500 });
        return Response.json({
          feedId: 'feed-1',
          topic: 'Light',
          posts: state.posts,
          nextCursor: null,
        });
      }
      return Response.json({});
    }),
  );
  return state;
}

const routes = [{ path: '/agents', element: <AgentsPage /> }];

async function launch(topic: string) {
  fireEvent.change(screen.getByLabelText('Topic'), { target: { value: topic } });
  fireEvent.click(screen.getByRole('button', { name: 'Launch Agent Feed' }));
}

beforeEach(() => socket.reset());

describe('AI agent feed page', () => {
  it('asks for a topic before launching, and launches nothing without one', async () => {
    const server = serve();
    const { recording } = renderRoutesWithHost(routes, { path: '/agents' });

    await launch('   ');

    expect(recording.toasts).toEqual([
      expect.objectContaining({
        title: 'Topic Required',
        description: 'Please enter a topic for the AI agents to explore',
      }),
    ]);
    expect(server.bodies).toEqual([]);
  });

  it('sends the chosen settings, shows the live stages, then the feed with summaries, sources and confidence bands', async () => {
    const server = serve();
    const { recording } = renderRoutesWithHost(routes, { path: '/agents' });
    fireEvent.change(screen.getByLabelText('Agents: 5'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('Research depth: 3'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Post length'), { target: { value: 'feast-mode' } });

    await launch('Light');

    const overlay = await screen.findByRole('dialog');
    expect(server.bodies[0]).toMatchObject({
      topic: 'Light',
      agentCount: 7,
      researchDepth: 4,
      includeResearch: true,
      postLength: 'feast-mode',
    });
    const push = (stage: AgentFeedProgress['stage'], progress: number) =>
      act(() =>
        socket.fire('agent-feed-progress', { progressId: server.progressId, stage, progress }),
      );
    await waitFor(() => expect(socket.listens('agent-feed-progress')).toBe(true));
    // Two updates at once: each is still shown, in order, for a moment (paced, not skipped).
    push('researching', 25);
    push('evaluating', 65);
    await waitFor(() =>
      expect(within(overlay).getByRole('status')).toHaveTextContent(
        'Agents researching and analyzing the topic... 25%',
      ),
    );
    await waitFor(() =>
      expect(within(overlay).getByRole('status')).toHaveTextContent(
        'Evaluating and scoring content... 65%',
      ),
    );
    act(() =>
      socket.fire('agent-feed-progress', {
        progressId: 'someone-else',
        stage: 'finalizing',
        progress: 90,
      }),
    );
    expect(within(overlay).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '65');

    server.release();
    await waitFor(() =>
      expect(within(overlay).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 2000,
    });
    expect(recording.toasts).toContainEqual(
      expect.objectContaining({ title: 'Agent Feed Generated!' }),
    );
    const first = await screen.findByRole('article', { name: 'Figure 1' });
    expect(within(first).getByText('Point 1a')).toBeInTheDocument();
    expect(
      within(first).getByText('Figure 1: “An entry” (Agora knowledge base, figure-1/entry)'),
    ).toBeInTheDocument();
    expect(within(first).getByText('Confidence 85%')).toHaveAttribute('data-band', 'high');
    expect(
      within(screen.getByRole('article', { name: 'Figure 2' })).getByText('Confidence 65%'),
    ).toHaveAttribute('data-band', 'medium');
  });

  it('falls back to a progress rising on its own, capped at 95, while no live progress arrives', async () => {
    const server = serve();
    renderRoutesWithHost(routes, { path: '/agents' });

    await launch('Light');
    const bar = within(await screen.findByRole('dialog')).getByRole('progressbar');
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0), {
      timeout: 3000,
    });

    expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(95);
    expect(screen.getByRole('status')).toHaveTextContent('Preparing agent personas...');
    server.release();
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
  });

  it('hides posts under the minimum confidence (0.5 by default) and says when none reach it', async () => {
    const server = serve();
    server.posts.push(post(1, 0.85), post(2, 0.55), post(3, 0.3));
    renderRoutesWithHost(routes, { path: '/agents?feed=feed-1' });

    await screen.findByRole('article', { name: 'Figure 1' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('2 of 3 posts')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Minimum confidence: 0.5'), { target: { value: '0' } });
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(
      within(screen.getByRole('article', { name: 'Figure 3' })).getByText('Confidence 30%'),
    ).toHaveAttribute('data-band', 'low');

    fireEvent.change(screen.getByLabelText('Minimum confidence: 0.0'), {
      target: { value: '0.9' },
    });
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(
      screen.getByText('No post reaches this confidence. Lower the minimum to see more.'),
    ).toBeInTheDocument();
  });

  it('continues the same feed with Generate More', async () => {
    const server = serve();
    server.posts.push(post(1, 0.9));
    renderRoutesWithHost(routes, { path: '/agents?feed=feed-1' });

    fireEvent.click(await screen.findByRole('button', { name: 'Generate More' }));
    await waitFor(() => expect(server.bodies).toHaveLength(1));
    server.release();

    expect(server.bodies[0]).toMatchObject({ topic: 'Light', existingFeedId: 'feed-1' });
    // The feed behind the progress modal is reachable again once it closes.
    await screen.findByRole('article', { name: 'Figure 2' }, { timeout: 3000 });
  });

  it('toggles like and save on a post', async () => {
    const server = serve();
    server.posts.push(post(1, 0.9));
    renderRoutesWithHost(routes, { path: '/agents?feed=feed-1' });
    const card = await screen.findByRole('article', { name: 'Figure 1' });

    fireEvent.click(within(card).getByRole('button', { name: /Like/ }));
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: /Like/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    fireEvent.click(within(card).getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: /Save/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
  });

  it('says Generation Failed with the server message, and closes the progress', async () => {
    const server = serve();
    server.failWith = {
      status: 502,
      body: {
        statusCode: 502,
        message: 'Failed to generate agent feed: the agents could not finish',
      },
    };
    const { recording } = renderRoutesWithHost(routes, { path: '/agents' });

    await launch('Light');
    await screen.findByRole('dialog');
    server.release();

    await waitFor(() =>
      expect(recording.toasts).toContainEqual(
        expect.objectContaining({
          title: 'Generation Failed',
          description: 'Failed to generate agent feed: the agents could not finish',
        }),
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the credits toast on a 403 {requiredCredits, currentCredits}', async () => {
    const server = serve();
    server.failWith = {
      status: 403,
      body: { statusCode: 403, message: 'x', requiredCredits: 5, currentCredits: 4 },
    };
    const { recording } = renderRoutesWithHost(routes, { path: '/agents' });

    await launch('Light');
    await screen.findByRole('dialog');
    server.release();

    await waitFor(() => expect(recording.toasts).toHaveLength(1));
    expect(recording.toasts[0]!.title).not.toBe('Generation Failed');
  });

  it('shows an error with Retry when the feed cannot be loaded', async () => {
    const server = serve();
    server.listFails = true;
    renderRoutesWithHost(routes, { path: '/agents?feed=feed-1' });

    expect(
      await screen.findByText('Could not load the agent feed', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    // The learner reads a sentence in their language, never the server's status line.
    expect(
      screen.getByText('The agent feed could not be loaded. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/500/)).not.toBeInTheDocument();
    server.listFails = false;
    server.posts.push(post(1, 0.9));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('article', { name: 'Figure 1' });
  });
});
