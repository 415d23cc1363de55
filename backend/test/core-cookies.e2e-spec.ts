import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app';

const setCookies = (res: request.Response): string[] =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []);

describe('cookies of an https site (e2e)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      plugins: ['feed'],
      env: { PUBLIC_URL: 'https://agora.example', TRUST_PROXY: 'true' },
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const register = (forwardedProto?: string) => {
    const req = request(t.app.getHttpServer()).post('/api/auth/register');
    if (forwardedProto) req.set('X-Forwarded-Proto', forwardedProto);
    return req.send({
      email: `cookie_${Math.random().toString(36).slice(2)}@example.com`,
      password: 'correct horse battery',
      firstName: 'Ada',
    });
  };

  it('marks the session and hint cookies Secure when the proxy reports https', async () => {
    const res = await register('https').expect(201);
    const cookies = setCookies(res);
    expect(cookies.some((c) => c.startsWith('agora.sid='))).toBe(true);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
  });

  it('never sets a cookie without Secure, even on a plain-http hop', async () => {
    const res = await register().expect(201);
    for (const cookie of setCookies(res)) expect(cookie).toMatch(/;\s*Secure/i);
    const visitor = await request(t.app.getHttpServer())
      .post('/api/generate-posts')
      .send({ count: 1 });
    expect(visitor.status).toBeLessThan(500);
    const visitorCookies = setCookies(visitor);
    expect(visitorCookies.some((c) => c.startsWith('agora_visitor='))).toBe(true);
    for (const cookie of visitorCookies) expect(cookie).toMatch(/;\s*Secure/i);
  });
});
