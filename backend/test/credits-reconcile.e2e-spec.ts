import { getQueueToken } from '@nestjs/bull';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Job, Queue } from 'bull';
import { createAppModule } from '../src/app.module';
import { ChargeKeyTakenError, CREDITS_QUEUE, CreditsService } from '../src/plugins/credits';
import { costOf } from './support/credits-probe';
import { createTestApp, signUp, type TestApp } from './support/test-app';

const STARTING_CREDITS = 50;
const IMAGE = 'image-generation';

/** A worker process's Nest context on the test app's database and Redis prefix. */
function bootWorker(): Promise<INestApplicationContext> {
  return NestFactory.createApplicationContext(
    createAppModule({ plugins: ['credits'], role: 'worker' }),
    { logger: false },
  );
}

describe('charges left open by a crash are refunded once (PostgreSQL, Redis, two workers)', () => {
  let api: TestApp;
  let workers: INestApplicationContext[] = [];
  let credits: CreditsService;
  let queue: Queue;

  beforeAll(async () => {
    // WORKERS=off: the API process only enqueues; the two worker contexts reconcile.
    api = await createTestApp({
      plugins: ['credits'],
      env: { WORKERS: 'off', STARTING_CREDITS: String(STARTING_CREDITS) },
    });
    credits = api.app.get(CreditsService);
    queue = api.app.get<Queue>(getQueueToken(CREDITS_QUEUE.name));
    workers = [await bootWorker(), await bootWorker()];
    await drained();
  }, 60_000);
  afterAll(async () => {
    for (const worker of workers) await worker.close();
    await api?.close();
  });

  /** Waits until no reconciliation is waiting or running (the schedule's next run is delayed). */
  async function drained(): Promise<void> {
    for (let i = 0; i < 100; i += 1) {
      const counts = await queue.getJobCounts();
      if (counts.waiting === 0 && counts.active === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the credits queue did not drain');
  }

  /** A paid action whose process died after reserving: the reserved row, 11 minutes old. */
  async function crashedReservation(userId: string, key: string): Promise<void> {
    await credits.reserve(userId, IMAGE, key);
    await age(key, 11);
  }
  const age = (key: string, minutes: number) =>
    api.dataSource.query(
      `UPDATE "credit_charges" SET "createdAt" = now() - make_interval(mins => $2) WHERE "key" = $1`,
      [key, minutes],
    );
  const balanceOf = async (userId: string): Promise<number> =>
    (
      await api.dataSource.query(`SELECT "balance" FROM "credit_balances" WHERE "userId" = $1`, [
        userId,
      ])
    )[0].balance;
  const refundsOf = async (key: string, userId?: string): Promise<number> =>
    (
      await api.dataSource.query(
        `SELECT count(*)::int AS n FROM "credit_transactions"
         WHERE "idempotencyKey" = $1 AND ($2::uuid IS NULL OR "userId" = $2)`,
        [`refund:${key}`, userId ?? null],
      )
    )[0].n;
  const statusOf = async (key: string): Promise<string> =>
    (await api.dataSource.query(`SELECT "status" FROM "credit_charges" WHERE "key" = $1`, [key]))[0]
      .status;

  it('keeps one schedule, every 5 minutes', async () => {
    const repeatable = await queue.getRepeatableJobs();
    // Bull lists an `every` schedule with the interval in its key (and, oddly, in `cron`).
    expect(repeatable).toEqual([
      expect.objectContaining({
        name: 'credits.reconcile-charges',
        key: expect.stringMatching(/::300000$/),
      }),
    ]);
  });

  it('refunds each open reservation exactly once when two workers and the API reconcile at the same time', async () => {
    const learners = await Promise.all(Array.from({ length: 6 }, () => signUp(api)));
    const imageCost = await costOf(learners[0]!.agent, IMAGE);
    const crashed = learners.map((l, i) => ({ userId: l.user.id, key: `image:crashed-${i}` }));
    for (const c of crashed) await crashedReservation(c.userId, c.key);
    // Two charges that must stay: one delivered (captured), one still running (recent).
    const owner = learners[1]!.user.id;
    await credits.reserve(owner, IMAGE, 'image:delivered');
    await credits.capture(owner, 'image:delivered');
    await age('image:delivered', 30);
    await credits.reserve(owner, IMAGE, 'image:running');

    const jobs: Job[] = await Promise.all([
      queue.add('credits.reconcile-charges', {}),
      queue.add('credits.reconcile-charges', {}),
      queue.add('credits.reconcile-charges', {}),
    ]);
    const [inApi, ...inWorkers] = await Promise.all([
      credits.reconcile(),
      ...jobs.map((job) => job.finished() as Promise<{ released: number }>),
    ]);

    expect(inApi + inWorkers.reduce((sum, r) => sum + r.released, 0)).toBe(crashed.length);
    for (const c of crashed) {
      expect(await statusOf(c.key)).toBe('released');
      expect(await refundsOf(c.key)).toBe(1);
    }
    expect(await statusOf('image:delivered')).toBe('captured');
    expect(await statusOf('image:running')).toBe('reserved');
    expect(await balanceOf(learners[0]!.user.id)).toBe(STARTING_CREDITS);
    expect(await balanceOf(owner)).toBe(STARTING_CREDITS - 2 * imageCost);
    // A later run finds nothing more to refund.
    expect(await credits.reconcile()).toBe(0);
  }, 60_000);

  it('reconciles at start-up: a restarted API queues a run that a worker does', async () => {
    const { user } = await signUp(api);
    await crashedReservation(user.id, 'image:before-restart');
    const restarted = await NestFactory.createApplicationContext(
      createAppModule({ plugins: ['credits'], role: 'api' }),
      { logger: false },
    );
    await restarted.init();
    try {
      for (let i = 0; i < 100 && (await statusOf('image:before-restart')) === 'reserved'; i += 1)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await statusOf('image:before-restart')).toBe('released');
      expect(await balanceOf(user.id)).toBe(STARTING_CREDITS);
      // However many times the API starts, there is one schedule.
      expect((await queue.getRepeatableJobs()).length).toBe(1);
    } finally {
      await restarted.close();
    }
  }, 30_000);

  it('reserves one key once under 50 concurrent calls: one charge, the others refused with 409', async () => {
    const learner = await signUp(api);
    const imageCost = await costOf(learner.agent, IMAGE);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, () => credits.reserve(learner.user.id, IMAGE, 'image:same')),
    );
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(outcomes.length - refused.length).toBe(1);
    expect(refused.every((o) => o.reason instanceof ChargeKeyTakenError)).toBe(true);
    expect(await balanceOf(learner.user.id)).toBe(STARTING_CREDITS - imageCost);
  });

  it('settles a charge one way only when capture and release race', async () => {
    const learners = await Promise.all(Array.from({ length: 10 }, () => signUp(api)));
    for (const l of learners) await credits.reserve(l.user.id, IMAGE, 'image:race');
    await Promise.all(
      learners.flatMap((l) => [
        credits.capture(l.user.id, 'image:race'),
        credits.release(l.user.id, 'image:race'),
      ]),
    );
    const imageCost = await costOf(learners[0]!.agent, IMAGE);
    for (const l of learners) {
      const status = await api.dataSource.query(
        `SELECT "status" FROM "credit_charges" WHERE "userId" = $1`,
        [l.user.id],
      );
      const captured = status[0].status === 'captured';
      expect(status[0].status).toMatch(/^(captured|released)$/);
      expect(await balanceOf(l.user.id)).toBe(STARTING_CREDITS - (captured ? imageCost : 0));
      expect(await refundsOf('image:race', l.user.id)).toBe(captured ? 0 : 1);
    }
  });
});
