import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import { QUEUE_BOARD_PATH } from '../src/core/queue-board/mount-queue-board';
import { signInAsAdmin } from './support/admin-session';
import { JobsTestModule, TEST_QUEUE, TestJobsProducer } from './support/jobs-test.module';
import { signUp } from './support/test-app';
import { useTestApp } from './support/use-test-app';

const ADMIN_EMAIL = 'queues@example.com';

interface BoardJob {
  id: string;
  name: string;
  failedReason?: string;
}
interface BoardQueues {
  queues: { name: string; jobs: BoardJob[]; counts: Record<string, number> }[];
}

describe('queue board (Bull Board) at /api/admin/queues', () => {
  const t = useTestApp({
    plugins: ['credits', 'admin'],
    modules: [JobsTestModule],
    env: { ADMIN_EMAIL, WORKERS: 'inline' },
  });

  it('sends a visitor’s browser to the sign-in page and back', async () => {
    const res = await t.http.get(QUEUE_BOARD_PATH).set('Accept', 'text/html').expect(302);
    expect(res.headers.location).toBe(
      `/api/login?returnTo=${encodeURIComponent(QUEUE_BOARD_PATH)}`,
    );
  });

  it('answers a visitor’s API call 401 and a learner 403, with nothing of the queues', async () => {
    await t.http.get(`${QUEUE_BOARD_PATH}/api/queues`).expect(401);
    const learner = await signUp(t);
    const page = await learner.agent.get(QUEUE_BOARD_PATH).set('Accept', 'text/html').expect(403);
    expect(page.text).not.toContain('credits');
    await learner.agent.put(`${QUEUE_BOARD_PATH}/api/queues/credits/pause`).expect(403);
  });

  it('shows the site admin the board over every queue', async () => {
    const admin = await signInAsAdmin(t.app, ADMIN_EMAIL);
    await admin.get(QUEUE_BOARD_PATH).expect(200).expect('Content-Type', /html/);
    const { body } = (await admin.get(`${QUEUE_BOARD_PATH}/api/queues`).expect(200)) as {
      body: BoardQueues;
    };
    expect(body.queues.map((q) => q.name)).toEqual(
      expect.arrayContaining(['credits', TEST_QUEUE.name]),
    );
  });

  it('refuses a change the admin’s browser sends from another site', async () => {
    const admin = await signInAsAdmin(t.app, ADMIN_EMAIL);
    await admin
      .put(`${QUEUE_BOARD_PATH}/api/queues/${TEST_QUEUE.name}/pause`)
      .set('Sec-Fetch-Site', 'cross-site')
      .expect(403);
  });

  it('keeps a job that failed its last attempt, with its reason, for the admin to read', async () => {
    await t.app
      .get(TestJobsProducer)
      .add('jobs-test.echo', { text: 'never works', failTimes: 99 }, { jobId: 'kept-failure' });
    const job = await t.app.get<Queue>(getQueueToken(TEST_QUEUE.name)).getJob('kept-failure');
    await expect(job?.finished()).rejects.toThrow('attempt 2 fails');
    const admin = await signInAsAdmin(t.app, ADMIN_EMAIL);
    const { body } = (await admin
      .get(`${QUEUE_BOARD_PATH}/api/queues`)
      .query({ activeQueue: TEST_QUEUE.name, status: 'failed', page: 1 })
      .expect(200)) as { body: BoardQueues };
    const queue = body.queues.find((q) => q.name === TEST_QUEUE.name);
    expect(queue?.jobs).toEqual([
      expect.objectContaining({
        id: 'kept-failure',
        failedReason: 'attempt 2 fails',
        opts: expect.objectContaining({ removeOnFail: 1000 }),
      }),
    ]);
  }, 20_000);
});
