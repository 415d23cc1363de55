import { randomUUID } from 'node:crypto';
import {
  AGENT_FEED_PROGRESS_EVENT,
  AGENT_FEED_STAGES,
  type AgentFeedPage,
  type AgentFeedProgress,
} from '@agora/contracts';
import { knowledgeBase } from '../src/ai/knowledge';
import { entryOfCitation } from '../src/ai/offline/agent-feed-panel';
import { balanceOf, costOf } from './support/credits-probe';
import { openAiCompletion, openAiError } from './support/fake-openai';
import { connectSocket } from './support/socket-client';
import { signUp, type SignedUp } from './support/test-app';
import { useAiTestApp } from './support/use-ai-test-app';

const OFFLINE = { useAPI: 'offline' } as const;
const KNOWLEDGE_IDS = new Set(knowledgeBase.facts.map((f) => f.id));

describe('agent feed (e2e)', () => {
  const { t, openai } = useAiTestApp({ plugins: ['credits', 'agents'] });

  const generate = (who: SignedUp, body: object) =>
    who.agent.post('/api/agent-feed/generate').send({ ...OFFLINE, ...body });
  const feedOf = async (who: SignedUp, feedId: string): Promise<AgentFeedPage> =>
    (await who.agent.get('/api/agent-feed').query({ feedId }).expect(200)).body;

  it('answers 403 {requiredCredits: 5, currentCredits: 4} to a user holding 4 credits, and charges nothing', async () => {
    const user = await signUp(t);
    await t.dataSource.query(`UPDATE credit_balances SET balance = 4 WHERE "userId" = $1`, [
      user.user.id,
    ]);

    const res = await generate(user, { topic: 'electricity' }).expect(403);

    expect(res.body).toMatchObject({ requiredCredits: 5, currentCredits: 4 });
    expect(await balanceOf(user.agent)).toBe(4);
  });

  it('writes 5 posts by 5 different figures, with readable sources that all exist in the knowledge base, reviewed by the others, for the feature cost', async () => {
    const user = await signUp(t);
    const before = await balanceOf(user.agent);

    const { body } = await generate(user, {
      topic: 'electricity and magnetism',
      agentCount: 5,
    }).expect(200);

    expect(body).toEqual({
      feedId: expect.any(String),
      postCount: 5,
      topic: 'electricity and magnetism',
    });
    expect(await balanceOf(user.agent)).toBe(before - (await costOf(user.agent, 'ai-agent-feed')));
    const { posts } = await feedOf(user, body.feedId);
    expect(posts).toHaveLength(5);
    expect(new Set(posts.map((p) => p.agentName)).size).toBe(5);
    expect(new Set(posts.map((p) => p.angle)).size).toBe(5);
    for (const post of posts) {
      expect(post.researchSources).toHaveLength(3);
      for (const source of post.researchSources) {
        expect(source).toContain(post.agentName);
        expect(KNOWLEDGE_IDS.has(entryOfCitation(source, knowledgeBase)?.id ?? '')).toBe(true);
        expect(source).not.toMatch(/kb:|Agora knowledge base/);
      }
      expect(post.content.length).toBeLessThanOrEqual(700);
      expect(post.bulletSummary.length).toBeGreaterThan(0);
      expect(post.confidence).toBeGreaterThanOrEqual(0);
      expect(post.confidence).toBeLessThanOrEqual(1);
      expect(post.relevanceScore).toBeGreaterThanOrEqual(0);
      expect(post.relevanceScore).toBeLessThanOrEqual(1);
      expect(post.reviews.map((r) => r.reviewer).sort()).toEqual(
        posts
          .map((p) => p.agentName)
          .filter((n) => n !== post.agentName)
          .sort(),
      );
      for (const review of post.reviews) {
        expect(Object.keys(review.scores).sort()).toEqual([
          'accuracy',
          'creativity',
          'practicality',
        ]);
        expect(review.reason.length).toBeGreaterThan(10);
      }
    }
  });

  it('records a launched feed as admin activity of type agent (the AI Agents bar)', async () => {
    const user = await signUp(t);
    const { body } = await generate(user, { topic: 'how levers multiply force', agentCount: 3 });
    expect(body.feedId).toEqual(expect.any(String));
    const events: Array<{ details: string }> = await t.dataSource.query(
      `SELECT "details" FROM activity_events WHERE "userId" = $1 AND "type" = 'agent'`,
      [user.user.id],
    );
    expect(events).toEqual([{ details: 'how levers multiply force' }]);
  });

  it('continues a feed with new posts that repeat no content, point or source already made', async () => {
    const user = await signUp(t);
    const first = (
      await generate(user, { topic: 'the nature of light', agentCount: 4 }).expect(200)
    ).body;

    const more = (
      await generate(user, {
        topic: 'the nature of light',
        agentCount: 4,
        existingFeedId: first.feedId,
      }).expect(200)
    ).body;

    expect(more).toMatchObject({ feedId: first.feedId, topic: 'the nature of light' });
    expect(more.postCount).toBeGreaterThan(0);
    const { posts } = await feedOf(user, first.feedId);
    expect(posts).toHaveLength(first.postCount + more.postCount);
    const unique = (xs: string[]) => new Set(xs).size === xs.length;
    expect(unique(posts.map((p) => p.content))).toBe(true);
    expect(unique(posts.flatMap((p) => p.bulletSummary))).toBe(true);
    expect(unique(posts.flatMap((p) => p.researchSources))).toBe(true);
  });

  it('pushes the progress to the creator’s socket in stage order, ending at 100', async () => {
    const user = await signUp(t);
    const socket = await connectSocket(t.url, user.cookie);
    const progressId = randomUUID();
    const events: AgentFeedProgress[] = [];
    const finished = new Promise<void>((resolve) =>
      socket.on(AGENT_FEED_PROGRESS_EVENT, (event: AgentFeedProgress) => {
        if (event.progressId !== progressId) return;
        events.push(event);
        if (event.progress === 100) resolve();
      }),
    );
    try {
      await generate(user, { topic: 'evolution', agentCount: 3, progressId }).expect(200);
      await finished;
    } finally {
      socket.close();
    }

    const stages = events.map((e) => AGENT_FEED_STAGES.indexOf(e.stage));
    expect([...new Set(events.map((e) => e.stage))]).toEqual([...AGENT_FEED_STAGES]);
    expect(stages).toEqual([...stages].sort((a, b) => a - b));
    const percents = events.map((e) => e.progress);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.at(-1)).toBe(100);
  });

  it('keeps a feed to its creator: another user can neither read, continue nor react to it', async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const { feedId } = (await generate(owner, { topic: 'astronomy', agentCount: 3 }).expect(200))
      .body;
    const [post] = (await feedOf(owner, feedId)).posts;
    const strangerBalance = await balanceOf(stranger.agent);

    await stranger.agent.get('/api/agent-feed').query({ feedId }).expect(404);
    await stranger.agent.get(`/api/agent-feed/${feedId}`).expect(404);
    await stranger.agent.post(`/api/agent-feed/posts/${post!.id}/like`).expect(404);
    await stranger.agent.post(`/api/agent-feed/posts/${post!.id}/save`).expect(404);
    await generate(stranger, { topic: 'astronomy', existingFeedId: feedId }).expect(404);
    await t.http.get('/api/agent-feed').query({ feedId }).expect(401);

    expect(await balanceOf(stranger.agent)).toBe(strangerBalance);
    expect((await feedOf(owner, feedId)).posts[0]).toMatchObject({ liked: false, saved: false });
  });

  it('toggles like and save on the owner’s posts, and pages the feed by cursor', async () => {
    const owner = await signUp(t);
    const { feedId } = (await generate(owner, { topic: 'music', agentCount: 3 }).expect(200)).body;
    const [first, second] = (await feedOf(owner, feedId)).posts;

    expect(
      (await owner.agent.post(`/api/agent-feed/posts/${first!.id}/like`).expect(200)).body,
    ).toEqual({ liked: true });
    expect(
      (await owner.agent.post(`/api/agent-feed/posts/${first!.id}/save`).expect(200)).body,
    ).toEqual({ saved: true });
    expect(
      (await owner.agent.post(`/api/agent-feed/posts/${first!.id}/like`).expect(200)).body,
    ).toEqual({ liked: false });

    const page1 = (
      await owner.agent.get(`/api/agent-feed/${feedId}`).query({ limit: 1 }).expect(200)
    ).body;
    expect(page1.posts.map((p: { id: string }) => p.id)).toEqual([first!.id]);
    expect(page1.posts[0]).toMatchObject({ liked: false, saved: true });
    const page2 = (
      await owner.agent
        .get(`/api/agent-feed/${feedId}`)
        .query({ limit: 1, cursor: page1.nextCursor })
        .expect(200)
    ).body;
    expect(page2.posts.map((p: { id: string }) => p.id)).toEqual([second!.id]);
  });

  it('refuses bad input with a 400 naming the field, charging nothing', async () => {
    const user = await signUp(t);
    const before = await balanceOf(user.agent);

    const cases: [object, string][] = [
      [{}, 'topic'],
      [{ topic: '   ' }, 'topic'],
      [{ topic: 'a\u0000b' }, 'topic'],
      [{ topic: 'x', agentCount: 2 }, 'agentCount'],
      [{ topic: 'x', agentCount: 11 }, 'agentCount'],
      [{ topic: 'x', researchDepth: 6 }, 'researchDepth'],
      [{ topic: 'x', postLength: 'novel' }, 'postLength'],
      [{ topic: 'x', existingFeedId: 'nope' }, 'existingFeedId'],
    ];
    for (const [body, field] of cases) {
      const res = await generate(user, body).expect(400);
      expect(res.body.message).toContain(field);
    }
    await user.agent.get('/api/agent-feed').query({ feedId: 'nope' }).expect(400);
    expect(await balanceOf(user.agent)).toBe(before);
  });

  it('with a provider, cites only the works the model named, keeps the other agents’ reviews, and meters every call', async () => {
    const user = await signUp(t);
    const panel = ['Nikola Tesla', 'Marie Curie', 'Albert Einstein'];
    const answer = (json: object) => openAiCompletion(JSON.stringify(json));
    openai.enqueue(
      answer({
        agents: [...panel, 'Someone Invented'].map((agentName, i) => ({
          agentName,
          angle: `Angle ${i}`,
        })),
      }),
      ...panel.map(() =>
        answer({
          sources: [
            {
              title: 'A Treatise on Electricity and Magnetism',
              author: 'James Clerk Maxwell',
              year: 1873,
              note: 'Fields.',
            },
          ],
        }),
      ),
      ...panel.map((_, i) =>
        answer({ content: `Draft ${i}.`, bulletSummary: [`Point ${i}`], claimKind: 'documented' }),
      ),
      answer({
        reviews: panel.flatMap((_, post) =>
          panel
            .filter((_, reviewer) => reviewer !== post)
            .map((reviewer) => ({
              post,
              reviewer,
              scores: { accuracy: 0.9, creativity: 0.7, practicality: 0.5 },
              relevance: 0.8,
              reason: `Reviewed by ${reviewer}.`,
            })),
        ),
      }),
    );

    const { body } = await user.agent
      .post('/api/agent-feed/generate')
      .send({ topic: 'electromagnetism', agentCount: 3, researchDepth: 2, useAPI: 'openai' })
      .expect(200);

    const { posts } = await feedOf(user, body.feedId);
    expect(posts.map((p) => p.agentName).sort()).toEqual([...panel].sort());
    for (const post of posts) {
      expect(post.researchSources).toEqual([
        'A Treatise on Electricity and Magnetism — James Clerk Maxwell (1873)',
      ]);
      expect(post.reviews).toHaveLength(2);
      expect(post.reviews.every((r) => r.reviewer !== post.agentName)).toBe(true);
      expect(post.confidence).toBeCloseTo(0.7, 5);
      expect(post.relevanceScore).toBe(0.8);
    }
    const calls = await t.dataSource.query(
      `SELECT operation, provider, status FROM ai_calls WHERE feature = 'agent-feed' AND "userId" = $1`,
      [user.user.id],
    );
    expect(calls.map((c: { operation: string }) => c.operation).sort()).toEqual(
      [
        'agent-panel',
        'agent-research',
        'agent-research',
        'agent-research',
        'agent-draft',
        'agent-draft',
        'agent-draft',
        'agent-review',
      ].sort(),
    );
  });

  it('refunds the generation when the AI provider fails', async () => {
    const user = await signUp(t);
    const before = await balanceOf(user.agent);
    const asked = openai.requests.length;
    // The first call and its one retry (AI_MAX_RETRIES=1) both fail.
    openai.enqueue(
      ...Array.from({ length: 2 }, () => openAiError(500, 'upstream exploded', 'server_error')),
    );

    const res = await user.agent
      .post('/api/agent-feed/generate')
      .send({ topic: 'gravity', agentCount: 3, useAPI: 'openai' })
      .expect(502);

    expect(res.body.message).toContain('Failed to generate agent feed');
    expect(openai.requests.length - asked).toBe(2);
    expect(await balanceOf(user.agent)).toBe(before);
    const ledger = await t.dataSource.query(
      `SELECT kind, amount FROM credit_transactions WHERE "userId" = $1 AND kind IN ('spend', 'refund') ORDER BY "createdAt"`,
      [user.user.id],
    );
    expect(ledger).toEqual([
      { kind: 'spend', amount: -5 },
      { kind: 'refund', amount: 5 },
    ]);
  });
});
