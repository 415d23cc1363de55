import type { Pool } from 'pg';
import request from 'supertest';
import { SessionService } from '../src/core/auth/session.service';
import { CreditsService } from '../src/plugins/credits';
import { createTestApp, signUp, type TestApp } from './support/test-app';

/**
 * Each API process serves sessions, users and the balance from memory for a few seconds; these
 * tests show that a logout, an ended session or a balance change still reaches every process at once.
 */
describe('in-process session and user caches across API instances (e2e)', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await createTestApp({ plugins: ['credits'] });
    b = await createTestApp({
      plugins: ['credits'],
      env: { DATABASE_URL: a.databaseUrl, REDIS_PREFIX: a.redisPrefix },
    });
  }, 60_000);
  afterAll(async () => {
    await b.app.close(); // not b.close(): that would drop the database A still uses
    await a.close();
  }, 30_000);

  const readOn = (app: TestApp, cookie: string) =>
    request(app.app.getHttpServer()).get('/api/auth/user').set('Cookie', cookie);

  /** Lets the Redis message reach the other process. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

  it('ends a session on every instance as soon as the learner logs out on one', async () => {
    const learner = await signUp(a);
    await readOn(b, learner.cookie).expect(200); // B now holds the session in memory
    await readOn(b, learner.cookie).expect(200);
    await learner.agent.get('/api/logout').expect(302);
    await settle();
    await readOn(b, learner.cookie).expect(401);
    await readOn(a, learner.cookie).expect(401);
  });

  it('drops every session of a user on every instance when they are ended together', async () => {
    const learner = await signUp(a);
    await readOn(b, learner.cookie).expect(200);
    await a.dataSource.query(`DELETE FROM "session" WHERE "sess"->>'userId' = $1`, [
      learner.user.id,
    ]);
    a.app.get(SessionService).forgetSessionsOf(learner.user.id as string);
    await settle();
    await readOn(b, learner.cookie).expect(401);
  });

  it('shows the new balance on every instance right after a change made on another', async () => {
    const learner = await signUp(a);
    const before = (await readOn(b, learner.cookie).expect(200)).body.credits as number;
    await a.app
      .get(CreditsService)
      .grant(learner.user.id as string, 7, 'Test grant', `t-${Date.now()}`);
    await settle();
    expect((await readOn(b, learner.cookie).expect(200)).body.credits).toBe(before + 7);
    expect((await readOn(a, learner.cookie).expect(200)).body.credits).toBe(before + 7);
  });

  it('serves a signed-in read from memory: no database query once warm', async () => {
    const learner = await signUp(a);
    await readOn(a, learner.cookie).expect(200);
    // connect-pg-simple queries the pool directly; TypeORM checks a client out of it.
    const pool = (a.dataSource.driver as unknown as { master: Pool }).master;
    const query = jest.spyOn(pool, 'query');
    const connect = jest.spyOn(pool, 'connect');
    try {
      for (let i = 0; i < 5; i++) await readOn(a, learner.cookie).expect(200);
      expect(query.mock.calls.length + connect.mock.calls.length).toBe(0);
    } finally {
      query.mockRestore();
      connect.mockRestore();
    }
  });
});
