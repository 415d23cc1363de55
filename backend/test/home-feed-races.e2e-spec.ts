import { GENERATED_PER_MINUTE, POSTS_PER_MINUTE } from '../src/plugins/home-feed/home-feed.quota';
import { signUp } from './support/test-app';
import { useTestApp } from './support/use-test-app';

/** Each generate-more call asks for this many figure posts (GENERATED_PER_MINUTE is 3 calls). */
const CALLS_PER_MINUTE = 3;

describe('home feed allowances under concurrent calls (e2e)', () => {
  const t = useTestApp({
    plugins: ['home-feed'],
    env: {
      WORKERS: 'off',
      OPENAI_API_KEY: '',
      ANTHROPIC_API_KEY: '',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
  });

  const stored = async (column: 'userId' | 'requestedBy', userId: string): Promise<number> =>
    (
      await t.dataSource.query(
        `SELECT count(*)::int AS n FROM "home_feed_posts" WHERE "${column}" = $1`,
        [userId],
      )
    )[0].n;

  it(`stores ${POSTS_PER_MINUTE} of 40 parallel posts of one learner and refuses the rest (429)`, async () => {
    const ada = await signUp(t);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        ada.agent.post('/api/home-feed/posts').send({ content: `race post ${i}`, language: 'en' }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(POSTS_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - POSTS_PER_MINUTE);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body.message).toBe(
      `You can post ${POSTS_PER_MINUTE} times a minute; please wait a moment.`,
    );
    expect(refused.body.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.headers['retry-after']).toBe(String(Math.ceil(refused.body.retryAfterSeconds)));
    expect(await stored('userId', ada.user.id)).toBe(POSTS_PER_MINUTE);
    await ada.agent
      .post('/api/home-feed/posts')
      .send({ content: 'one more', language: 'en' })
      .expect(429);
    // Another learner's allowance is their own.
    const bob = await signUp(t);
    await bob.agent
      .post('/api/home-feed/posts')
      .send({ content: 'mine', language: 'en' })
      .expect(201);
  });

  it(`generates at most ${GENERATED_PER_MINUTE} posts for 20 parallel generate-more calls`, async () => {
    const ada = await signUp(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        ada.agent
          .post('/api/home-feed/generate-more')
          .send({ topics: ['bees'], language: 'en', existingAuthors: [] }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(CALLS_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - CALLS_PER_MINUTE);
    expect(await stored('requestedBy', ada.user.id)).toBeLessThanOrEqual(GENERATED_PER_MINUTE);
    await ada.agent
      .post('/api/home-feed/generate-more')
      .send({ topics: ['bees'], language: 'en', existingAuthors: [] })
      .expect(429);
  });
});
