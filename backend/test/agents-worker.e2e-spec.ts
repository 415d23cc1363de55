import { AGENT_FEED_PROGRESS_EVENT, type AgentFeedProgress } from '@agora/contracts';
import { randomUUID } from 'node:crypto';
import { balanceOf } from './support/credits-probe';
import { connectSocket } from './support/socket-client';
import { startApiWithAgentsWorker } from './support/agents-worker-pair';
import { signUp, type TestApp } from './support/test-app';

describe('agent feed jobs on a worker (e2e)', () => {
  let api: TestApp;
  let pair: Awaited<ReturnType<typeof startApiWithAgentsWorker>> | undefined;

  beforeAll(async () => {
    // The API runs no jobs; only the worker handles agents.generate-feed.
    pair = await startApiWithAgentsWorker();
    api = pair.api;
  }, 60_000);
  afterAll(async () => {
    await pair?.close();
  });

  it('generates on the worker: the API answers when the job is done, the progress reaches the creator’s socket through Redis', async () => {
    const user = await signUp(api);
    const socket = await connectSocket(api.url, user.cookie);
    const progressId = randomUUID();
    const stages: string[] = [];
    const done = new Promise<void>((resolve) =>
      socket.on(AGENT_FEED_PROGRESS_EVENT, (event: AgentFeedProgress) => {
        if (event.progressId !== progressId) return;
        stages.push(event.stage);
        if (event.progress === 100) resolve();
      }),
    );
    try {
      const { body } = await user.agent
        .post('/api/agent-feed/generate')
        .send({ topic: 'the heavens', agentCount: 3, useAPI: 'offline', progressId })
        .expect(200);
      await done;

      expect(body.postCount).toBe(3);
      const { body: page } = await user.agent.get(`/api/agent-feed/${body.feedId}`).expect(200);
      expect(page.posts).toHaveLength(3);
      expect([...new Set(stages)]).toEqual([
        'preparing-personas',
        'researching',
        'generating',
        'evaluating',
        'finalizing',
      ]);
      expect(await balanceOf(user.agent)).toBe(user.user.credits - 5);
    } finally {
      socket.close();
    }
  });
});
