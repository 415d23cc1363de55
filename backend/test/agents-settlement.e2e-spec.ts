import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bull';
import type { JobOptions, Queue } from 'bull';
import { AiService } from '../src/ai';
import {
  AgentFeedDelivery,
  GenerationRefundedError,
} from '../src/plugins/agents/agent-feed-delivery';
import {
  AgentFeedGenerator,
  GenerationCancelledError,
} from '../src/plugins/agents/agent-feed-generator';
import {
  AGENTS_QUEUE,
  type GenerateFeedJob,
  type GenerateFeedResult,
} from '../src/plugins/agents/agents.jobs';
import { CreditsService } from '../src/plugins/credits';
import { agentDraft } from './support/agent-drafts';
import { balanceOf, costOf } from './support/credits-probe';
import { startApiWithAgentsWorker } from './support/agents-worker-pair';
import { signUp, type SignedUp, type TestApp } from './support/test-app';

/** The jobs' timeout in these tests (150 s in production). */
const JOB_TIMEOUT_MS = 1000;
const REFUNDED_502 =
  'Failed to generate agent feed: the agents could not finish, and your credits were refunded';

const written = { data: [1, 2, 3].map(agentDraft), provider: 'offline', model: 'test' } as const;

/** A door the worker's work waits at; the test opens it once the API has answered. */
function door() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('agent feed generations: delivered or refunded, never both (e2e)', () => {
  let api: TestApp;
  let worker: INestApplicationContext | undefined;
  let queue: Queue;
  /** Ids of the jobs the API started, in order (the job id is the generation id). */
  let jobIds: string[];

  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    // As agents-worker: the API runs no jobs; the worker runs them.
    ({ api, worker, close } = await startApiWithAgentsWorker());
    queue = api.app.get<Queue>(getQueueToken(AGENTS_QUEUE.name));
  }, 60_000);
  afterAll(async () => {
    await close?.();
  });

  beforeEach(() => {
    jobIds = [];
    // The job's options travel with it through Redis: the worker's Bull times it out after 1 s.
    const add = queue.add.bind(queue) as (n: string, d: object, o: JobOptions) => Promise<unknown>;
    jest.spyOn(queue, 'add').mockImplementation(((
      name: string,
      data: object,
      options: JobOptions,
    ) => {
      jobIds.push(String(options.jobId));
      return add(name, data, { ...options, timeout: JOB_TIMEOUT_MS });
    }) as unknown as Queue['add']);
  });
  afterEach(() => jest.restoreAllMocks());

  const workerGet = <T>(type: new (...args: never[]) => T): T => worker!.get(type);
  const generate = (user: SignedUp) =>
    user.agent
      .post('/api/agent-feed/generate')
      .send({ topic: 'light', agentCount: 3, useAPI: 'offline' });
  /** The worker's run of the generation, still going after the API answered. */
  const lateRun = (run: jest.SpyInstance) =>
    run.mock.results[0]!.value as Promise<GenerateFeedResult>;

  async function ledgerOf(user: SignedUp) {
    return api.dataSource.query<{ kind: string; amount: number }[]>(
      `SELECT kind, amount FROM credit_transactions
        WHERE "userId" = $1 AND feature = 'ai-agent-feed' ORDER BY "createdAt", kind DESC`,
      [user.user.id],
    );
  }
  async function storedOf(user: SignedUp) {
    const [row] = await api.dataSource.query<{ feeds: number; posts: number }[]>(
      `SELECT (SELECT count(*)::int FROM agent_feeds WHERE "ownerId" = $1) AS feeds,
              (SELECT count(*)::int FROM agent_posts p JOIN agent_feeds f ON f.id = p."feedId"
                WHERE f."ownerId" = $1) AS posts`,
      [user.user.id],
    );
    return row;
  }
  async function chargeStatusOf(user: SignedUp) {
    const rows = await api.dataSource.query<{ status: string }[]>(
      `SELECT status FROM credit_charges WHERE "userId" = $1 AND feature = 'ai-agent-feed'`,
      [user.user.id],
    );
    return rows.map((r) => r.status);
  }
  /** Bull's record of the job: failed by its timeout (not by the work, which was still running). */
  async function expectTimedOut(jobId: string) {
    const job = await queue.getJob(jobId);
    expect(await job?.getState()).toBe('failed');
    expect(job?.failedReason).toBe(`Promise timed out after ${JOB_TIMEOUT_MS} milliseconds`);
  }

  it('refunds a timed-out generation exactly once, and its work finishing later stores nothing', async () => {
    const user = await signUp(api);
    const before = await balanceOf(user.agent);
    const late = door();
    // The agents are slow: they finish only after the API has given up and refunded.
    jest.spyOn(workerGet(AiService), 'agentFeed').mockImplementation(async (_i, _c, report) => {
      report?.('preparing-personas', 5);
      await late.opened;
      return written;
    });
    const run = jest.spyOn(workerGet(AgentFeedGenerator), 'run');
    const deliver = jest.spyOn(workerGet(AgentFeedDelivery), 'deliver');

    const res = await generate(user);
    expect(res.status).toBe(502);
    expect(res.body.message).toBe(REFUNDED_502);
    late.open();

    // The work went on to deliver its posts, and lost: the refund came first.
    await expect(lateRun(run)).rejects.toBeInstanceOf(GenerationRefundedError);
    expect(deliver).toHaveBeenCalledTimes(1);
    await expectTimedOut(jobIds[0]!);
    expect(await storedOf(user)).toEqual({ feeds: 0, posts: 0 });
    expect(await balanceOf(user.agent)).toBe(before);
    expect(await ledgerOf(user)).toEqual([
      { kind: 'spend', amount: -5 },
      { kind: 'refund', amount: 5 },
    ]);
    expect(await chargeStatusOf(user)).toEqual(['released']);
  });

  it('keeps a generation stored before its job timed out: no refund, and the API answers its posts', async () => {
    const user = await signUp(api);
    const before = await balanceOf(user.agent);
    const price = await costOf(user.agent, 'ai-agent-feed');
    const late = door();
    jest.spyOn(workerGet(AiService), 'agentFeed').mockResolvedValue(written);
    const delivery = workerGet(AgentFeedDelivery);
    const deliver = delivery.deliver.bind(delivery);
    // The posts are stored (and the charge captured with them); the job then overstays its time.
    jest.spyOn(delivery, 'deliver').mockImplementation(async (job, drafts) => {
      const stored = await deliver(job, drafts);
      await late.opened;
      return stored;
    });
    const run = jest.spyOn(workerGet(AgentFeedGenerator), 'run');

    const res = await generate(user);
    late.open();

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ feedId: expect.any(String), postCount: 3, topic: 'light' });
    await expect(lateRun(run)).resolves.toEqual({ postCount: 3 });
    await expectTimedOut(jobIds[0]!);
    const { body: page } = await user.agent.get(`/api/agent-feed/${res.body.feedId}`).expect(200);
    expect(page.posts.map((p: { content: string }) => p.content)).toEqual([
      'Post 1.',
      'Post 2.',
      'Post 3.',
    ]);
    expect(await balanceOf(user.agent)).toBe(before - price);
    expect(await ledgerOf(user)).toEqual([{ kind: 'spend', amount: -5 }]);
    expect(await chargeStatusOf(user)).toEqual(['captured']);
  });

  it('stops the agents at their next step once the job has timed out, refunded once', async () => {
    const user = await signUp(api);
    const before = await balanceOf(user.agent);
    const late = door();
    const stepsAfterTimeout: unknown[] = [];
    jest.spyOn(workerGet(AiService), 'agentFeed').mockImplementation(async (_i, _c, report) => {
      report?.('preparing-personas', 5);
      await late.opened;
      try {
        report?.('researching', 20);
      } catch (error) {
        stepsAfterTimeout.push(error);
        throw error;
      }
      return written;
    });
    const run = jest.spyOn(workerGet(AgentFeedGenerator), 'run');
    const deliver = jest.spyOn(workerGet(AgentFeedDelivery), 'deliver');

    const res = await generate(user);
    late.open();

    expect(res.status).toBe(502);
    await expect(lateRun(run)).rejects.toBeInstanceOf(GenerationCancelledError);
    expect(stepsAfterTimeout).toEqual([expect.any(GenerationCancelledError)]);
    expect(deliver).not.toHaveBeenCalled();
    expect(await storedOf(user)).toEqual({ feeds: 0, posts: 0 });
    expect(await balanceOf(user.agent)).toBe(before);
    expect(await ledgerOf(user)).toEqual([
      { kind: 'spend', amount: -5 },
      { kind: 'refund', amount: 5 },
    ]);
  });

  it('captures the charge in the posts’ transaction: a delivery failing before its commit keeps neither, and is refunded', async () => {
    const user = await signUp(api);
    const before = await balanceOf(user.agent);
    const credits = workerGet(CreditsService);
    const generationId = randomUUID();
    const job: GenerateFeedJob = {
      generationId,
      feedId: randomUUID(),
      userId: user.user.id,
      topic: 'light',
      options: {
        agentCount: 3,
        researchDepth: 3,
        includeResearch: true,
        evaluationCriteria: ['accuracy'],
        postLength: 'snackable',
      },
      progressId: null,
      spendKey: `agent-feed:${generationId}`,
      requester: {},
    };
    await credits.reserve(user.user.id, 'ai-agent-feed', job.spendKey);
    const capture = credits.capture.bind(credits);
    // The database connection is lost after the capture, before the transaction commits.
    jest.spyOn(credits, 'capture').mockImplementation(async (...args) => {
      await capture(...args);
      throw new Error('Connection terminated unexpectedly');
    });

    await expect(workerGet(AgentFeedDelivery).deliver(job, written.data)).rejects.toThrow(
      'Connection terminated unexpectedly',
    );

    expect(await chargeStatusOf(user)).toEqual(['reserved']);
    expect(await credits.release(user.user.id, job.spendKey)).toBe(true);
    expect(await storedOf(user)).toEqual({ feeds: 0, posts: 0 });
    expect(await balanceOf(user.agent)).toBe(before);
  });
});
