import { createHmac, randomBytes } from 'node:crypto';
import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app';

// Signed as express-session did when it was given the secret as a string (cookie-signature).
const signedWithSecretString = (sid: string, secret: string) =>
  `s:${sid}.${createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '')}`;

describe('session cookie signature (e2e)', () => {
  const secret = randomBytes(36).toString('base64url');
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ plugins: ['feed'], env: { SESSION_SECRET: secret } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const signUp = () =>
    request(t.app.getHttpServer())
      .post('/api/auth/register')
      .send({
        email: `signature_${randomBytes(6).toString('hex')}@example.com`,
        password: 'correct horse battery',
        firstName: 'Ada',
      })
      .expect(201);

  const sessionCookieOf = (res: request.Response): string => {
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const cookie = cookies.find((c) => c.startsWith('agora.sid='))!;
    return decodeURIComponent(cookie.slice('agora.sid='.length).split(';')[0]!);
  };

  it('signs with the same HMAC as the secret string, so cookies issued before stay valid', async () => {
    const value = sessionCookieOf(await signUp());
    const sid = value.slice(2, value.lastIndexOf('.'));
    expect(value).toBe(signedWithSecretString(sid, secret));
    await request(t.app.getHttpServer())
      .get('/api/auth/user')
      .set('Cookie', `agora.sid=${encodeURIComponent(signedWithSecretString(sid, secret))}`)
      .expect(200);
  });

  it('refuses a session id signed with another secret', async () => {
    const value = sessionCookieOf(await signUp());
    const sid = value.slice(2, value.lastIndexOf('.'));
    const forged = signedWithSecretString(sid, randomBytes(36).toString('base64url'));
    await request(t.app.getHttpServer())
      .get('/api/auth/user')
      .set('Cookie', `agora.sid=${encodeURIComponent(forged)}`)
      .expect(401);
  });
});
