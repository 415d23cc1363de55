import request from 'supertest';
import { SessionService } from '../src/core/auth/session.service';
import { SESSION_HINT_COOKIE } from '../src/core/auth/session-hint';
import { createTestApp, signUp, type SignedUp, type TestApp } from './support/test-app';

const DAY_MS = 24 * 3600 * 1000;

/** A learner's session is kept alive while they use it: its cookies are sent again once a day. */
describe('session renewal while signed in (e2e)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ plugins: [] });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  /** A read with the browser's cookies: the session and the readable hint. */
  const read = (cookie: string) =>
    request(t.app.getHttpServer())
      .get('/api/auth/user')
      .set('Cookie', `${cookie}; ${SESSION_HINT_COOKIE}=1`);
  const setCookies = (res: request.Response) =>
    ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const sessionRow = async (learner: SignedUp) => {
    const [row] = (await t.dataSource.query(
      `SELECT "sess", "expire" FROM "session" WHERE "sess"->>'userId' = $1`,
      [learner.user.id],
    )) as { sess: { renewedAt?: number }; expire: Date }[];
    return row!;
  };

  /** Makes the session look as if it was signed in, and its cookie last sent, `days` ago. */
  async function age(learner: SignedUp, days: number): Promise<void> {
    const at = Date.now() - days * DAY_MS;
    await t.dataSource.query(
      `UPDATE "session"
          SET "sess" = json_build_object(
                'cookie', ("sess"::jsonb -> 'cookie') || jsonb_build_object('expires', $2::text),
                'userId', "sess"->>'userId',
                'renewedAt', $3::bigint),
              "expire" = $2::timestamptz
        WHERE "sess"->>'userId' = $1`,
      [learner.user.id, new Date(at + 30 * DAY_MS).toISOString(), at],
    );
    t.app.get(SessionService).forgetSessionsOf(learner.user.id as string); // drop cached copies
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  it('sends no cookie again on reads within a day of signing in', async () => {
    const learner = await signUp(t);
    for (let i = 0; i < 3; i++)
      expect(setCookies(await read(learner.cookie).expect(200))).toEqual([]);
  });

  it('sends both cookies again with 30 fresh days once a day has passed, and only once', async () => {
    const learner = await signUp(t);
    await age(learner, 2);
    const before = Date.now();
    const renewed = setCookies(await read(learner.cookie).expect(200));
    const session = renewed.find((c) => c.startsWith(`${learner.cookie};`));
    expect(session).toBeDefined(); // the same session id, signed again
    const expires = Date.parse(/Expires=([^;]+)/.exec(session!)![1]!);
    expect(expires).toBeGreaterThan(before + 29.9 * DAY_MS);
    expect(renewed.find((c) => c.startsWith(`${SESSION_HINT_COOKIE}=1;`))).toMatch(
      /Max-Age=2592000/,
    );
    const row = await sessionRow(learner);
    expect(row.sess.renewedAt).toBeGreaterThanOrEqual(before);
    expect(new Date(row.expire).getTime()).toBeGreaterThan(before + 29 * DAY_MS);
    expect(setCookies(await read(learner.cookie).expect(200))).toEqual([]);
  });

  it('lets a session nobody used for 30 days end', async () => {
    const learner = await signUp(t);
    await age(learner, 31);
    await read(learner.cookie).expect(401);
  });
});
