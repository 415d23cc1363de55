import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AGENT_FEED_PROGRESS_EVENT, type AgentFeedProgress } from '@agora/contracts';
import { randomUUID } from 'node:crypto';
import { createAppModule } from '../src/app.module';
import { balanceOf } from './support/credits-probe';
import { connectSocket } from './support/socket-client';
import { createTestApp, signUp, type TestApp } from './support/test-app';

describe('agent feed jobs on a worker (e2e)', () => {
  let api: TestApp;
  let worker: INestApplicationContext | undefined;

  beforeAll(async () => {
    // The API runs no jobs; only the worker (what worker.ts boots) handles agents.generate-feed.
    api = await createTestApp({ plugins: ['credits', 'agents'], env: { WORKERS: 'off' } });
    worker = await NestFactory.createApplicationContext(
      createAppModule({ plugins: ['auth', 'credits', 'agents'], role: 'worker' }),
      { logger: false },
    );
    await worker.init();
  }, 60_000);
  afterAll(async () => {
    await worker?.close();
    await api?.close();
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
