import { describe, expect, it } from 'vitest';
import type { DemoData } from '@agora/contracts';
import { DEMO_CACHE_KEY, fetchDemos, normalizeDemos, type Demos } from './demo-data';
import { installFakeShellApi } from '../../testing/fake-shell-api';
import { fetchPublicStats, STATS_CACHE_KEY } from './public-stats';

const builtIn: Demos = {
  chat: [{ author: 'You', avatar: '🙂', text: 'built-in question', fromAi: false }],
  homeFeed: [{ author: 'Ada', avatar: '💻', text: 'built-in post', fromAi: true }],
  group: [{ author: 'Ada', avatar: '💻', text: 'built-in group line', fromAi: true }],
};

const labels = { you: 'You', learner: 'A friend' };

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
      labels,
      'en',
    );
    expect(demos.chat).toEqual([
      { author: 'You', avatar: '🙂', text: 'What is light?', fromAi: false },
      { author: 'Newton', avatar: '🍎', text: 'A wave and a particle.', fromAi: true },
    ]);
    expect(demos.homeFeed).toBe(builtIn.homeFeed);
    expect(demos.group).toBe(builtIn.group);
  });

  it('reads the server demo data contract: the learner speaks even when the mentor is named', () => {
    const data: DemoData = {
      // The server's chat and group demos are always curated; only the home feed's may be stored posts.
      chatDemo: {
        origin: 'curated',
        language: 'en',
        steps: [
          {
            type: 'user',
            message: 'Why a telescope?',
            emotion: 'curious',
            mentor_name: 'Galileo Galilei',
            avatar_emoji: '🔭',
          },
          {
            type: 'ai',
            message: 'To see for myself.',
            emotion: 'curious',
            mentor_name: 'Galileo Galilei',
            avatar_emoji: '🔭',
          },
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
            likes: 4,
          },
        ],
      },
      groupDemo: {
        origin: 'curated',
        language: 'en',
        messages: [
          { type: 'user', username: null, avatar: '🙂', message: '@Darwin why finches?' },
          { type: 'ai', username: 'Charles Darwin', avatar: '🐢', message: 'Each island, a beak.' },
        ],
      },
    };
    const demos = normalizeDemos(data, builtIn, labels, 'en');
    expect(demos.chat.map((s) => [s.author, s.fromAi])).toEqual([
      ['You', false],
      ['Galileo Galilei', true],
    ]);
    expect(demos.homeFeed).toEqual([
      { author: 'Rumi', avatar: '🌀', text: 'Be a lamp.', fromAi: true },
    ]);
    expect(demos.group.map((s) => [s.author, s.avatar, s.fromAi])).toEqual([
      ['A friend', '🙂', false],
      ['Charles Darwin', '🐢', true],
    ]);
  });

  it('prefers the translated built-in demo to one written in another language than the visitor', () => {
    const english = {
      homeFeedDemo: {
        origin: 'curated',
        language: 'en',
        posts: [{ author: 'Ada Lovelace', avatar: '💻', content: 'The engine weaves patterns.' }],
      },
    };
    expect(normalizeDemos(english, builtIn, labels, 'fr').homeFeed).toBe(builtIn.homeFeed);
    expect(normalizeDemos(english, builtIn, labels, 'en').homeFeed[0]?.text).toBe(
      'The engine weaves patterns.',
    );
  });
});

describe('landing data from the server', () => {
  const server = installFakeShellApi();

  it('falls back to the built-in demos when /api/demo-data fails', async () => {
    server.failures['GET /api/demo-data'] = 500;
    await expect(fetchDemos(builtIn, labels, 'en')).resolves.toEqual(builtIn);
  });

  it('asks for the visitor language and caches demo data locally for 24 hours, per language', async () => {
    const lamp = (language: string) => ({
      homeFeedDemo: {
        language,
        posts: [{ author: 'Rumi', avatar: '🌀', content: `Be a lamp (${language}).` }],
      },
    });
    server.demoData = { de: lamp('de'), fr: lamp('fr') };
    const asked = () =>
      server.requests
        .filter((request) => request.startsWith('GET /api/demo-data'))
        .map((request) => new URLSearchParams(request.split('?')[1]).get('language'));
    const first = await fetchDemos(builtIn, labels, 'de');
    const second = await fetchDemos(builtIn, labels, 'de');
    expect(first.homeFeed[0]?.text).toBe('Be a lamp (de).');
    expect(second).toEqual(first);
    expect(asked()).toEqual(['de']);
    expect(localStorage.getItem(`${DEMO_CACHE_KEY}.de`)).toContain('Be a lamp (de).');

    const french = await fetchDemos(builtIn, labels, 'fr');
    expect(french.homeFeed[0]?.text).toBe('Be a lamp (fr).');
    expect(asked()).toEqual(['de', 'fr']);
  });

  it('uses zero stats when /api/public-stats fails and nothing is cached', async () => {
    server.failures['GET /api/public-stats'] = 503;
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
    server.failures['GET /api/public-stats'] = 503;
    await expect(fetchPublicStats()).resolves.toEqual({
      totalUsers: 7,
      totalPosts: 9,
      totalConversations: 3,
      activeUsers: 2,
    });
  });
});
