import { randomUUID } from 'node:crypto';
import { AGENT_FEED_MAX_POSTS } from '@agora/contracts';
import type { AgentDraft } from '../src/ai';
import { Transactions } from '../src/core/database/transaction';
import { AgentFeedsRepository } from '../src/plugins/agents/agent-feeds.repository';
import { agentDraft } from './support/agent-drafts';
import { balanceOf, costOf } from './support/credits-probe';
import { signUp } from './support/test-app';
import { useTestApp } from './support/use-test-app';

const PARALLEL = 20;

describe('agent feed under concurrent generations (e2e)', () => {
  const t = useTestApp({
    plugins: ['credits', 'agents'],
    env: { RATE_LIMIT_PER_MINUTE: '100000' },
  });

  it(`stops a feed at ${AGENT_FEED_MAX_POSTS} posts for ${PARALLEL} parallel Generate More calls, charging only the ones that added posts`, async () => {
    const user = await signUp(t);
    await t.dataSource.query(`UPDATE credit_balances SET balance = 500 WHERE "userId" = $1`, [
      user.user.id,
    ]);
    const body = { topic: 'electricity and magnetism', agentCount: 10, useAPI: 'offline' };
    const { feedId, postCount } = (
      await user.agent.post('/api/agent-feed/generate').send(body).expect(200)
    ).body;
    expect(postCount).toBe(10);
    const price = await costOf(user.agent, 'ai-agent-feed');
    const before = await balanceOf(user.agent);

    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        user.agent.post('/api/agent-feed/generate').send({ ...body, existingFeedId: feedId }),
      ),
    );

    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    const served = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused)
      expect(answer.body.message).toContain(`This feed is full (${AGENT_FEED_MAX_POSTS} posts)`);
    expect(served.reduce((sum, a) => sum + (a.body.postCount as number), 10)).toBe(
      AGENT_FEED_MAX_POSTS,
    );
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM agent_posts WHERE "feedId" = $1`,
      [feedId],
    );
    expect(n).toBe(AGENT_FEED_MAX_POSTS);
    // The refused calls cost nothing: any one charged before the race showed was refunded.
    expect(await balanceOf(user.agent)).toBe(before - price * served.length);
    const [{ spends, refunds }] = await t.dataSource.query(
      `SELECT count(*) FILTER (WHERE kind = 'spend')::int AS spends,
              count(*) FILTER (WHERE kind = 'refund')::int AS refunds
         FROM credit_transactions WHERE "userId" = $1 AND feature = 'ai-agent-feed'`,
      [user.user.id],
    );
    expect(spends - refunds).toBe(1 + served.length);
    await user.agent
      .post('/api/agent-feed/generate')
      .send({ ...body, existingFeedId: feedId })
      .expect(409);
  });

  it('lets parallel stores into one feed (several workers) add only the room left between them', async () => {
    const user = await signUp(t);
    const sut = t.app.get(AgentFeedsRepository);
    const transactions = t.app.get(Transactions);
    const feed = { id: randomUUID(), ownerId: user.user.id, topic: 'optics' };
    const store = (posts: AgentDraft[], generationId: string = randomUUID()) =>
      transactions.run((tx) => sut.store(feed, generationId, posts, AGENT_FEED_MAX_POSTS, tx));
    await store([1, 2, 3, 4, 5, 6, 7].map(agentDraft));

    const added = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        store([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(agentDraft)),
      ),
    );

    expect(added.reduce((a, b) => a + b, 7)).toBe(AGENT_FEED_MAX_POSTS);
    expect(added.filter((n) => n > 0 && n < 10)).toEqual([3]);
    expect((await sut.findFeed(feed.id))?.postCount).toBe(AGENT_FEED_MAX_POSTS);
  });

  it('stores a generation once when two runs of its job store it at the same time', async () => {
    const user = await signUp(t);
    const sut = t.app.get(AgentFeedsRepository);
    const transactions = t.app.get(Transactions);
    const feed = { id: randomUUID(), ownerId: user.user.id, topic: 'optics' };
    const generationId = randomUUID();

    const held = await Promise.all(
      [1, 2].map(() =>
        transactions.run((tx) =>
          sut.store(feed, generationId, [1, 2, 3].map(agentDraft), AGENT_FEED_MAX_POSTS, tx),
        ),
      ),
    );

    expect(held).toEqual([3, 3]);
    expect(await sut.generationSize(generationId)).toBe(3);
  });
});
