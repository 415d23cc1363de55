import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TestServer, usePageOrigin } from '@agora/ui/testing';
import { DEMO_CACHE_KEY, fetchDemos, normalizeDemos, type Demos } from './demo-data';
import { fetchPublicStats, STATS_CACHE_KEY } from './public-stats';

const builtIn: Demos = {
  chat: [{ author: 'You', avatar: '🙂', text: 'built-in question', fromAi: false }],
  homeFeed: [{ author: 'Ada', avatar: '💻', text: 'built-in post', fromAi: true }],
  group: [{ author: 'Ada', avatar: '💻', text: 'built-in group line', fromAi: true }],
};

describe(normalizeDemos.name, () => {
  it('reads chat steps in either shape and keeps built-in demos for what the server left out', () => {
    const demos = normalizeDemos(
      {
        chatDemo: {
          steps: [
            { type: 'user', message: 'What is light?' },
            {
              type: 'ai',
              message: 'A wave and a particle.',
              mentor_name: 'Newton',
              avatar_emoji: '🍎',
              emotion: 'curious',
            },
          ],
        },
      },
      builtIn,
      'You',
    );
    expect(demos.chat).toEqual([
      { author: 'You', avatar: '🙂', text: 'What is light?', fromAi: false },
      { author: 'Newton', avatar: '🍎', text: 'A wave and a particle.', fromAi: true },
    ]);
    expect(demos.homeFeed).toBe(builtIn.homeFeed);
    expect(demos.group).toBe(builtIn.group);
  });
});

describe('landing data from the server', () => {
  const server = new TestServer();
  beforeAll(async () => usePageOrigin(await server.start()));
  afterEach(() => server.reset());
  afterAll(() => server.stop());

  it('falls back to the built-in demos when /api/demo-data fails', async () => {
    server.on('GET /api/demo-data', () => ({ status: 500, body: { message: 'down' } }));
    await expect(fetchDemos(builtIn, 'You')).resolves.toEqual(builtIn);
  });

  it('caches demo data locally for 24 hours', async () => {
    server.on('GET /api/demo-data', () => ({
      status: 200,
      body: { homeFeedDemo: { posts: [{ author: 'Rumi', avatar: '🌹', content: 'Be a lamp.' }] } },
    }));
    const first = await fetchDemos(builtIn, 'You');
    const second = await fetchDemos(builtIn, 'You');
    expect(first.homeFeed[0]?.text).toBe('Be a lamp.');
    expect(second).toEqual(first);
    expect(server.requests.filter((r) => r === 'GET /api/demo-data')).toHaveLength(1);
    expect(localStorage.getItem(DEMO_CACHE_KEY)).toContain('Be a lamp.');
  });

  it('uses zero stats when /api/public-stats fails and nothing is cached', async () => {
    server.on('GET /api/public-stats', () => ({ status: 503 }));
    await expect(fetchPublicStats()).resolves.toEqual({
      totalUsers: 0,
      totalPosts: 0,
      totalConversations: 0,
      activeUsers: 0,
    });
  });

  it('uses the cached stats when a later request fails', async () => {
    localStorage.setItem(
      STATS_CACHE_KEY,
      JSON.stringify({
        savedAt: Date.now() - 10 * 60 * 1000,
        value: { totalUsers: 7, totalPosts: 9, totalConversations: 3, activeUsers: 2 },
      }),
    );
    server.on('GET /api/public-stats', () => ({ status: 503 }));
    await expect(fetchPublicStats()).resolves.toEqual({
      totalUsers: 7,
      totalPosts: 9,
      totalConversations: 3,
      activeUsers: 2,
    });
  });
});
