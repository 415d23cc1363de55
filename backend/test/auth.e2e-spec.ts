import request from 'supertest';
import { UserEntity } from '../src/core/users/user.entity';
import { createTestApp, signUp, type TestApp } from './support/test-app';

describe('auth (e2e)', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp({
      // credits adds the balance to the user response (`credits`); auth itself knows nothing of it.
      plugins: ['credits'],
      env: { STARTING_CREDITS: '50', ADMIN_EMAIL: 'Admin@Example.com', LOGIN_MAX_FAILURES: '3' },
    });
  });
  afterAll(async () => {
    await sut?.close();
  });

  describe('sign-up', () => {
    it('creates the user with the starting credits and signs them in', async () => {
      const { agent, user, cookie } = await signUp(sut, {
        email: 'Ada@Example.com',
        firstName: 'Ada',
      });
      expect(user).toMatchObject({
        email: 'ada@example.com',
        firstName: 'Ada',
        credits: 50,
        isAdmin: false,
      });
      expect(cookie).toMatch(/^agora\.sid=/);
      const me = await agent.get('/api/auth/user').expect(200);
      expect(me.body).toEqual({
        id: user.id,
        email: 'ada@example.com',
        firstName: 'Ada',
        profileImageUrl: null,
        credits: 50,
        isAdmin: false,
        createdAt: expect.any(String),
      });
    });

    it('stores an argon2 hash, never the password', async () => {
      const { user } = await signUp(sut, { password: 'plain text secret' });
      const [row] = await sut.dataSource.query(`SELECT "passwordHash" FROM users WHERE id = $1`, [
        user.id,
      ]);
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row.passwordHash).not.toContain('plain text secret');
    });

    it('sets an httpOnly, SameSite=Lax session cookie', async () => {
      const res = await sut.http
        .post('/api/auth/register')
        .send({ email: 'cookie@example.com', password: 'long enough' })
        .expect(201);
      const setCookie = String(res.headers['set-cookie']);
      expect(setCookie).toMatch(/agora\.sid=/);
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Lax/);
      expect(setCookie).not.toMatch(/Secure/);
    });

    it('sets a readable session hint (no identity in it) beside the httpOnly session cookie', async () => {
      const res = await sut.http
        .post('/api/auth/register')
        .send({ email: 'hint@example.com', password: 'long enough' })
        .expect(201);
      const hint = (res.headers['set-cookie'] as unknown as string[]).find((c) =>
        c.startsWith('agora_signed_in='),
      );
      expect(hint).toMatch(/^agora_signed_in=1;/);
      expect(hint).not.toMatch(/HttpOnly/);
      expect(hint).toMatch(/SameSite=Lax/);
    });

    it('answers 409 when the email is taken (whatever its case)', async () => {
      await signUp(sut, { email: 'taken@example.com' });
      const res = await sut.http
        .post('/api/auth/register')
        .send({ email: 'TAKEN@example.com', password: 'another password' })
        .expect(409);
      expect(res.body.message).toBe('An account with this email already exists');
    });

    it('does not make the public sign-up of ADMIN_EMAIL an admin (the address is not proven)', async () => {
      const { user } = await signUp(sut, { email: 'admin@example.com' });
      expect(user.isAdmin).toBe(false);
    });
  });

  describe('malformed bodies', () => {
    it.each([
      ['missing email', { password: 'long enough' }, /^email: /],
      [
        'bad email',
        { email: 'not-an-email', password: 'long enough' },
        /^email: Invalid email address$/,
      ],
      [
        'short password',
        { email: 'short@example.com', password: 'short' },
        /^password: Password must be at least 8 characters$/,
      ],
    ])('answers 400 naming the field for a %s', async (_case, body, message) => {
      const res = await sut.http.post('/api/auth/register').send(body).expect(400);
      expect(res.body).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        issues: [expect.any(Object)],
      });
      expect(res.body.message).toMatch(message);
    });

    it('answers 400 for a body that is not JSON', async () => {
      const res = await sut.http
        .post('/api/auth/login')
        .set('Content-Type', 'application/json')
        .send('email=a@b.c&password=')
        .expect(400);
      expect(res.body.message).toBe('body: Malformed JSON');
    });

    it('answers 400 naming the body when there is none', async () => {
      const res = await sut.http.post('/api/auth/login').expect(400);
      expect(res.body.message).toMatch(/^body: /);
    });
  });

  describe('sign-in', () => {
    it('signs in with the right password and returns the user', async () => {
      const { user } = await signUp(sut, { email: 'grace@example.com', password: 'compiler 1952' });
      const agent = request.agent(sut.app.getHttpServer());
      const res = await agent
        .post('/api/auth/login')
        .send({ email: 'Grace@Example.com', password: 'compiler 1952' })
        .expect(200);
      expect(res.body).toMatchObject({ id: user.id, email: 'grace@example.com', credits: 50 });
      await agent.get('/api/auth/user').expect(200);
    });

    it('answers the same 401 for a wrong password and for an unknown email', async () => {
      await signUp(sut, { email: 'alan@example.com', password: 'enigma machine' });
      const wrong = await sut.http
        .post('/api/auth/login')
        .send({ email: 'alan@example.com', password: 'bombe machine' })
        .expect(401);
      const unknown = await sut.http
        .post('/api/auth/login')
        .send({ email: 'nobody@example.com', password: 'bombe machine' })
        .expect(401);
      expect(wrong.body).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Invalid email or password',
      });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('rate-limits repeated failures per email and IP with 429, even for the right password', async () => {
      await signUp(sut, { email: 'emmy@example.com', password: 'noether rings' });
      for (let i = 0; i < 3; i += 1) {
        await sut.http
          .post('/api/auth/login')
          .send({ email: 'emmy@example.com', password: 'wrong guess' })
          .expect(401);
      }
      const limited = await sut.http
        .post('/api/auth/login')
        .send({ email: 'emmy@example.com', password: 'noether rings' })
        .expect(429);
      expect(limited.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      // It says when to come back: the rest of the 15-minute window, in the body and the header.
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(890);
      expect(retryAfter).toBeLessThanOrEqual(900);
      expect(limited.body.retryAfterSeconds).toBe(retryAfter);
      // Another email from the same IP is not affected.
      await signUp(sut, { email: 'sofia@example.com', password: 'kovalevskaya' });
      await sut.http
        .post('/api/auth/login')
        .send({ email: 'sofia@example.com', password: 'kovalevskaya' })
        .expect(200);
    });

    it('updates lastActive at most once a minute', async () => {
      const { agent, user } = await signUp(sut);
      await sut.dataSource.query(
        `UPDATE users SET "lastActive" = now() - interval '2 hours' WHERE id = $1`,
        [user.id],
      );
      await agent.get('/api/auth/user').expect(200);
      const first = await sut.dataSource.getRepository(UserEntity).findOneByOrFail({ id: user.id });
      expect(Date.now() - first.lastActive.getTime()).toBeLessThan(60_000);
      // Within the minute another request does not write again.
      await sut.dataSource.query(
        `UPDATE users SET "lastActive" = now() - interval '2 hours' WHERE id = $1`,
        [user.id],
      );
      await agent.get('/api/auth/user').expect(200);
      const second = await sut.dataSource
        .getRepository(UserEntity)
        .findOneByOrFail({ id: user.id });
      expect(Date.now() - second.lastActive.getTime()).toBeGreaterThan(60 * 60_000);
    });
  });

  describe('current user and logout', () => {
    it('answers 401 to a visitor', async () => {
      const res = await sut.http.get('/api/auth/user').expect(401);
      expect(res.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    });

    it('logout destroys the session and redirects to /', async () => {
      const { agent, cookie } = await signUp(sut);
      const res = await agent.get('/api/logout').expect(302);
      expect(res.headers.location).toBe('/');
      await agent.get('/api/auth/user').expect(401);
      // The old cookie is dead server-side too.
      await sut.http.get('/api/auth/user').set('Cookie', cookie).expect(401);
      expect(String(res.headers['set-cookie'])).toMatch(/agora_signed_in=;/);
    });

    it('honours a session cookie only with its own signature', async () => {
      const { cookie } = await signUp(sut);
      const { sessionId, signature } = signedSessionOf(cookie);
      const other = signedSessionOf((await signUp(sut)).cookie);
      const lastChanged = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
      for (const forged of [
        lastChanged,
        signature.slice(0, -1),
        `${signature}A`,
        other.signature,
        '',
      ])
        await sut.http
          .get('/api/auth/user')
          .set('Cookie', `agora.sid=s%3A${sessionId}.${forged}`)
          .expect(401);
      await sut.http.get('/api/auth/user').set('Cookie', cookie).expect(200);
    });

    it('clears a stale session hint when the session is gone', async () => {
      const res = await sut.http
        .get('/api/auth/user')
        .set('Cookie', 'agora_signed_in=1')
        .expect(401);
      expect(String(res.headers['set-cookie'])).toMatch(/agora_signed_in=;/);
    });
  });
});

describe('auth without the credits plugin (e2e)', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp();
  });
  afterAll(async () => {
    await sut?.close();
  });

  it('answers the user without a balance: only the credits plugin contributes one', async () => {
    const { agent, user } = await signUp(sut, { firstName: 'Euclid' });
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body).toEqual({
      id: user.id,
      email: user.email,
      firstName: 'Euclid',
      profileImageUrl: null,
      isAdmin: false,
      createdAt: expect.any(String),
    });
  });
});

/** The session id and signature of an `agora.sid=s%3A<id>.<signature>` cookie. */
function signedSessionOf(cookie: string): { sessionId: string; signature: string } {
  const [, sessionId, signature] = /^agora\.sid=s%3A([^.;]+)\.([^;]+)/.exec(cookie) ?? [];
  if (!sessionId || !signature) throw new Error(`not a signed session cookie: ${cookie}`);
  return { sessionId, signature };
}
