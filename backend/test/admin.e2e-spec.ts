import {
  ADMIN_ACTIVITY_EVENT,
  ADMIN_CHANNEL,
  ADMIN_ROOM_ID,
  type AdminActivity,
  type AdminAnalytics,
} from '@agora/contracts';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { Socket } from 'socket.io-client';
import { AdminAccountService } from '../src/plugins/admin';
import { connectSocket, nextEvent } from './support/socket-client';
import { signUp, type SignedUp } from './support/test-app';
import { useTestApp } from './support/use-test-app';

const ADMIN_EMAIL = 'boss@example.com';
const ADMIN_PASSWORD = 'operator chose this';
const ROUTES = ['analytics', 'users', 'transactions', 'activity'].map((r) => `/api/admin/${r}`);
const STARTER = { priceId: 'price_agora_starter', cents: 499, credits: 20 };
const VALUE = { priceId: 'price_agora_value', cents: 1299, credits: 60 };
const DAY_MS = 86_400_000;

type Ack = { ok: boolean; error?: string };
const joinAdminRoom = (socket: Socket) =>
  socket.emitWithAck('join', { channel: ADMIN_CHANNEL, id: ADMIN_ROOM_ID }) as Promise<Ack>;

describe('admin plugin (e2e)', () => {
  const t = useTestApp({
    plugins: ['credits', 'admin'],
    env: { ADMIN_EMAIL, STARTING_CREDITS: '50' },
  });
  const sockets: Socket[] = [];
  afterAll(() => sockets.forEach((s) => s.close()));

  async function signInAsOperatorAdmin(): Promise<{ agent: TestAgent; cookie: string }> {
    await t.app.get(AdminAccountService).createOrReset(ADMIN_EMAIL, ADMIN_PASSWORD);
    const agent = request.agent(t.app.getHttpServer()) as unknown as TestAgent;
    const res = await agent
      .post('/api/auth/login')
      .send({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD })
      .expect(200);
    expect(res.body.isAdmin).toBe(true);
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0] ?? '')
      .find((c) => c.startsWith('agora.sid='));
    return { agent, cookie: cookie! };
  }

  async function buy(buyer: SignedUp, priceId: string, pay: boolean): Promise<void> {
    const res = await buyer.agent
      .post('/api/create-checkout-session')
      .send({ priceId })
      .expect(201);
    if (pay) await buyer.agent.post(`${res.body.url}/pay`).expect(303);
  }

  describe('who is admin', () => {
    it('registering ADMIN_EMAIL through the public sign-up gives a normal account', async () => {
      const squatter = await signUp(t, { email: ADMIN_EMAIL.toUpperCase() });
      expect(squatter.user.isAdmin).toBe(false);
      for (const route of ROUTES) await squatter.agent.get(route).expect(403);
      const squatterSocket = await connectSocket(t.url, squatter.cookie);
      sockets.push(squatterSocket);
      expect(await joinAdminRoom(squatterSocket)).toMatchObject({ ok: false });
      const closed = nextEvent(squatterSocket, 'disconnect', 5000);

      // The operator's command takes the address over: new password, proven, squatter signed out
      // (their open socket too: it would otherwise keep the account's id and could join the room).
      const admin = await signInAsOperatorAdmin();
      await closed;
      await squatter.agent.get('/api/auth/user').expect(401);
      await squatter.agent
        .post('/api/auth/login')
        .send({ email: ADMIN_EMAIL, password: 'correct horse battery' })
        .expect(401);
      const me = await admin.agent.get('/api/auth/user').expect(200);
      expect(me.body).toMatchObject({ id: squatter.user.id, isAdmin: true });
    });

    it('refuses admin:create for an address other than ADMIN_EMAIL', async () => {
      await expect(
        t.app.get(AdminAccountService).createOrReset('other@example.com', 'long enough pw'),
      ).rejects.toThrow('ADMIN_EMAIL');
    });
  });

  describe('access', () => {
    it.each(ROUTES)('%s answers 401 to a visitor and 403 to a normal user', async (route) => {
      await t.http.get(route).expect(401);
      const user = await signUp(t);
      const res = await user.agent.get(route).expect(403);
      expect(res.body.message).toBe('Admin access required');
    });

    it('lets only the admin join the admin socket room', async () => {
      const visitor = await connectSocket(t.url);
      const user = await signUp(t);
      const normal = await connectSocket(t.url, user.cookie);
      const admin = await connectSocket(t.url, (await signInAsOperatorAdmin()).cookie);
      sockets.push(visitor, normal, admin);
      expect(await joinAdminRoom(visitor)).toMatchObject({ ok: false });
      expect(await joinAdminRoom(normal)).toMatchObject({ ok: false });
      expect(await joinAdminRoom(admin)).toEqual({ ok: true });
      const wrongRoom = await admin.emitWithAck('join', { channel: ADMIN_CHANNEL, id: 'other' });
      expect(wrongRoom).toMatchObject({ ok: false });
    });

    it('rejects a malformed cursor or limit with a 400 naming the field', async () => {
      const { agent } = await signInAsOperatorAdmin();
      const bad = await agent.get('/api/admin/users?cursor=%00nope').expect(400);
      expect(bad.body.message).toMatch(/^cursor: /);
      const forged = Buffer.from('["not a date","x"]').toString('base64url');
      expect((await agent.get(`/api/admin/users?cursor=${forged}`).expect(400)).body.message).toBe(
        'cursor: Invalid cursor',
      );
      expect((await agent.get('/api/admin/activity?limit=500').expect(400)).body.message).toMatch(
        /^limit: /,
      );
    });

    it.each([
      ['users', '2026-11-24T14:41:38Z', 'not-uuid'],
      ['activity', '2026-11-24T14:41:38Z', 'not-a-number'],
      ['transactions', '2026-11-24T14:41:38Z', '\u0000'],
      ['users', '2026-13-45T10:00:00Z', '6f1c2b9e-8d1a-4c3b-9a7e-0b1c2d3e4f5a'],
    ])('answers a forged %s cursor [%s, %j] with 400, not a SQL error', async (list, at, id) => {
      const { agent } = await signInAsOperatorAdmin();
      const forged = Buffer.from(JSON.stringify([at, id])).toString('base64url');
      const res = await agent.get(`/api/admin/${list}?cursor=${forged}`).expect(400);
      expect(res.body.message).toBe('cursor: Invalid cursor');
    });
  });

  describe('numbers on a seeded data set', () => {
    it('match what the test computes from the rows it wrote', async () => {
      const db = t.dataSource;
      const { agent } = await signInAsOperatorAdmin();
      const buyers = [await signUp(t), await signUp(t), await signUp(t)];
      const [a, b, c] = buyers as [SignedUp, SignedUp, SignedUp];
      await buy(a, STARTER.priceId, true);
      await buy(b, VALUE.priceId, true);
      await buy(c, VALUE.priceId, false);

      // Feature events written where the features write them (the read model's triggers pick them up).
      for (const persona of ['Socrates', 'Ada Lovelace'])
        await db.query(`INSERT INTO "chats" ("userId", "persona") VALUES ($1, $2)`, [
          a.user.id,
          persona,
        ]);
      await db.query(`INSERT INTO "explore_questions" ("userId", "question") VALUES ($1, 'why?')`, [
        b.user.id,
      ]);
      const aiCall = (userId: string, provider: string, cost: number, feature = 'chat-message') =>
        db.query(
          `INSERT INTO "ai_calls" ("userId", "feature", "operation", "provider", "model", "latencyMs", "costUsd", "status")
           VALUES ($1, $2, $3, $4, 'm', 10, $5, 'ok')`,
          [userId, feature, feature === 'voice-message' ? 'speech' : 'chat', provider, cost],
        );
      await aiCall(a.user.id, 'openai', 0.012);
      await aiCall(b.user.id, 'openai', 0.003, 'voice-message');
      await aiCall(b.user.id, 'anthropic', 0.25);
      await aiCall(c.user.id, 'offline', 0);

      // Presence: c was last seen 10 days ago; b had a 20-minute visit 3 days ago.
      const now = Date.now();
      const at = (ms: number) => new Date(ms).toISOString();
      await db.query(`UPDATE "users" SET "lastActive" = $2 WHERE "id" = $1`, [
        c.user.id,
        at(now - 10 * DAY_MS),
      ]);
      await db.query(`UPDATE "users" SET "lastActive" = $2 WHERE "id" = $1`, [
        b.user.id,
        at(now - 3 * DAY_MS),
      ]);
      await db.query(`UPDATE "users" SET "lastActive" = $2 WHERE "id" = $1`, [
        b.user.id,
        at(now - 3 * DAY_MS + 20 * 60_000),
      ]);
      await db.query(`UPDATE "users" SET "lastActive" = now() WHERE "id" = $1`, [b.user.id]);

      // Independent expectations, from the raw rows and what this test did.
      const users: Array<{ id: string; lastActive: Date; createdAt: Date }> = await db.query(
        `SELECT "id", "lastActive", "createdAt" FROM "users"`,
      );
      const weekAgo = Date.now() - 7 * DAY_MS;
      const expectedActive = users.filter((u) => u.lastActive.getTime() >= weekAgo).length;
      const days = Array.from({ length: 7 }, (_, i) =>
        new Date(now - (6 - i) * DAY_MS).toISOString().slice(0, 10),
      );
      const seen = new Map<string, Set<string>>();
      const mark = (day: string, id: string) => seen.set(day, (seen.get(day) ?? new Set()).add(id));
      for (const u of users) mark(u.createdAt.toISOString().slice(0, 10), u.id);
      mark(at(now - 3 * DAY_MS).slice(0, 10), b.user.id);
      mark(at(now - 3 * DAY_MS + 20 * 60_000).slice(0, 10), b.user.id);
      mark(at(now - 10 * DAY_MS).slice(0, 10), c.user.id);
      for (const u of users) mark(u.lastActive.toISOString().slice(0, 10), u.id);

      const res = await agent.get('/api/admin/analytics').expect(200);
      const body = res.body as AdminAnalytics;
      expect(body).toMatchObject({
        totalUsers: users.length,
        activeUsers: expectedActive,
        totalRevenue: (STARTER.cents + VALUE.cents) / 100,
        transactionCount: 2,
        featureUsage: { chat: 2, voice: 1, groups: 0, agents: 0, questions: 1 },
        apiUsage: { openai: { cost: 0.015, posts: 2 }, claude: { cost: 0.25, posts: 1 } },
      });
      expect(expectedActive).toBe(users.length - 1);
      expect(body.aiCostPerUser).toBeCloseTo(0.265 / users.length, 6);
      expect(body.dailyActiveUsers).toEqual(
        days.map((date) => ({ date, count: seen.get(date)?.size ?? 0 })),
      );
      // Visits started in the week: b's 20-minute one, and one of 0 minutes per account's sign-up.
      const visits = users.length; // every account's sign-up visit (all within the week) + b's
      expect(body.avgSessionTime).toBeCloseTo(Math.round((20 / (visits + 1)) * 10) / 10, 1);

      const tx = await agent.get('/api/admin/transactions').expect(200);
      expect(tx.body.items).toEqual([
        expect.objectContaining({
          userId: c.user.id,
          credits: 60,
          amount: 1299,
          status: 'pending',
        }),
        expect.objectContaining({
          userId: b.user.id,
          credits: 60,
          amount: 1299,
          status: 'succeeded',
        }),
        expect.objectContaining({
          userId: a.user.id,
          credits: 20,
          amount: 499,
          status: 'succeeded',
        }),
      ]);

      const firstUsers = await agent.get('/api/admin/users').expect(200);
      expect(firstUsers.body.items[0]).toMatchObject({
        id: c.user.id,
        email: c.user.email,
        credits: 50,
      });
      expect(firstUsers.body.items.find((u: { id: string }) => u.id === a.user.id).credits).toBe(
        70,
      );

      const activity = await agent.get('/api/admin/activity?limit=30').expect(200);
      const items = activity.body.items as AdminActivity[];
      expect(items.filter((i) => i.type === 'purchase').map((i) => i.amount)).toEqual([1299, 499]);
      expect(items[0]).toMatchObject({ type: 'voice', userId: b.user.id });
      expect(items.find((i) => i.type === 'question')).toMatchObject({
        userName: b.user.firstName,
        details: 'why?',
      });
    });

    it('pages the users list with a cursor, without gaps or repeats', async () => {
      const { agent } = await signInAsOperatorAdmin();
      for (let i = 0; i < 4; i += 1) await signUp(t);
      const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS "count" FROM "users"`);
      const ids: string[] = [];
      let cursor: string | null = null;
      do {
        const query: string = cursor ? `?limit=3&cursor=${cursor}` : '?limit=3';
        const page = await agent.get(`/api/admin/users${query}`).expect(200);
        expect(page.body.items.length).toBeLessThanOrEqual(3);
        ids.push(...page.body.items.map((u: { id: string }) => u.id));
        cursor = page.body.nextCursor;
      } while (cursor);
      expect(ids).toHaveLength(count);
      expect(new Set(ids).size).toBe(count);
    });
  });

  describe('live', () => {
    it('pushes a new activity and a purchase with its amount to the admin room only', async () => {
      const admin = await connectSocket(t.url, (await signInAsOperatorAdmin()).cookie);
      const user = await signUp(t);
      const outsider = await connectSocket(t.url, user.cookie);
      sockets.push(admin, outsider);
      expect(await joinAdminRoom(admin)).toEqual({ ok: true });
      let outsiderHeard = false;
      outsider.on(ADMIN_ACTIVITY_EVENT, () => (outsiderHeard = true));

      const question = nextEvent<AdminActivity>(admin, ADMIN_ACTIVITY_EVENT, 5000);
      await t.dataSource.query(
        `INSERT INTO "explore_questions" ("userId", "question") VALUES ($1, 'live?')`,
        [user.user.id],
      );
      expect(await question).toMatchObject({
        type: 'question',
        userId: user.user.id,
        userName: user.user.firstName,
        details: 'live?',
      });

      const purchase = nextEvent<AdminActivity>(admin, ADMIN_ACTIVITY_EVENT, 5000);
      await buy(user, STARTER.priceId, true);
      expect(await purchase).toMatchObject({ type: 'purchase', amount: STARTER.cents });
      expect(outsiderHeard).toBe(false);
    });
  });
});
