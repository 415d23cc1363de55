import request from 'supertest';
import { createTestApp, signUp, type TestApp } from './support/test-app';

describe('built-in sign-in page (e2e)', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp();
  });
  afterAll(async () => {
    await sut?.close();
  });

  describe('sign-in page', () => {
    it('serves a mobile-friendly HTML sign-in form that keeps a same-site returnTo', async () => {
      const res = await sut.http
        .get('/api/login?returnTo=%2Fjoin%2Fabc')
        .expect(200)
        .expect('Content-Type', /html/);
      expect(res.text).toContain('<meta name="viewport"');
      expect(res.text).toContain('action="/api/login"');
      expect(res.text).toContain('name="returnTo" value="/join/abc"');
      expect(res.text).toContain('Sign in to Agora');
      // Browsers then post its forms with our real Origin (no-referrer would send `Origin: null`).
      expect(res.headers['referrer-policy']).toBe('same-origin');
    });

    it('speaks the browser language', async () => {
      const res = await sut.http
        .get('/api/login?mode=signup')
        .set('Accept-Language', 'de-DE,de;q=0.9,en;q=0.8')
        .expect(200);
      expect(res.text).toContain('<html lang="de"');
      expect(res.text).toContain('Agora-Konto erstellen');
      expect(res.text).toContain('action="/api/login/signup"');
    });

    it("speaks the app's language (its agora_lang cookie, or ?lang) over the browser's", async () => {
      const byCookie = await sut.http
        .get('/api/login')
        .set('Accept-Language', 'de-DE,de;q=0.9')
        .set('Cookie', 'agora_lang=ar')
        .expect(200);
      expect(byCookie.text).toContain('<html lang="ar" dir="rtl"');

      const byParam = await sut.http
        .get('/api/login?lang=ja')
        .set('Cookie', 'agora_lang=ar')
        .expect(200);
      expect(byParam.text).toContain('<html lang="ja"');
      expect(byParam.text).toContain('Agora にサインイン');
    });

    it.each([
      [1, 'https://evil.com/steal'],
      [2, '//evil.com'],
      [3, '/\\evil.com'],
    ])('case %i: refuses returnTo=%s and uses /', async (n, returnTo) => {
      const page = await sut.http
        .get(`/api/login?returnTo=${encodeURIComponent(returnTo)}`)
        .expect(200);
      expect(page.text).toContain('name="returnTo" value="/"');
      await signUp(sut, { email: `evil${n}@example.com`, password: 'long enough' });
      const res = await sut.http
        .post('/api/login')
        .type('form')
        .send({ email: `evil${n}@example.com`, password: 'long enough', returnTo })
        .expect(303);
      expect(res.headers.location).toBe('/');
    });

    it('signs up through the form and redirects to returnTo with a session', async () => {
      const agent = request.agent(sut.app.getHttpServer());
      const res = await agent
        .post('/api/login/signup')
        .type('form')
        .send({
          email: 'form@example.com',
          password: 'long enough',
          firstName: 'Form',
          returnTo: '/feed?tab=home',
        })
        .expect(303);
      expect(res.headers.location).toBe('/feed?tab=home');
      const me = await agent.get('/api/auth/user').expect(200);
      expect(me.body).toMatchObject({ email: 'form@example.com', firstName: 'Form' });
    });

    it('shows the error on the page for a wrong password', async () => {
      await signUp(sut, { email: 'page@example.com', password: 'long enough' });
      const res = await sut.http
        .post('/api/login')
        .type('form')
        .send({ email: 'page@example.com', password: 'not it at all', returnTo: '/feed' })
        .expect(401);
      expect(res.text).toContain('role="alert"');
      expect(res.text).toContain('Invalid email or password');
      expect(res.text).toContain('value="page@example.com"');
    });

    it('refuses a sign-in form posted from another site (login CSRF)', async () => {
      await signUp(sut, { email: 'csrf@example.com', password: 'long enough' });
      const res = await sut.http
        .post('/api/login')
        .type('form')
        .set('Origin', 'https://evil.example')
        .send({ email: 'csrf@example.com', password: 'long enough' })
        .expect(403);
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('accepts a sign-in form posted from this site', async () => {
      await signUp(sut, { email: 'same-site@example.com', password: 'long enough' });
      const host = new URL(sut.url).host;
      const res = await sut.http
        .post('/api/login')
        .type('form')
        .set('Origin', `http://${host}`)
        .send({ email: 'same-site@example.com', password: 'long enough', returnTo: '/feed' })
        .expect(303);
      expect(res.headers.location).toBe('/feed');
    });

    it('sends an already signed-in visitor straight to returnTo', async () => {
      const { agent } = await signUp(sut);
      const res = await agent.get('/api/login?returnTo=%2Fprofile').expect(302);
      expect(res.headers.location).toBe('/profile');
    });

    it('names the field on the page for a short sign-up password', async () => {
      const res = await sut.http
        .post('/api/login/signup')
        .type('form')
        .send({ email: 'shortpw@example.com', password: 'short' })
        .expect(400);
      expect(res.text).toContain('Password must be at least 8 characters.');
    });
  });
});

describe('auth behind a TLS-terminating proxy, with the production sign-in rate (e2e)', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp({ env: { TRUST_PROXY: 'true', LOGIN_RATE_LIMIT_PER_MINUTE: '4' } });
  });
  afterAll(async () => {
    await sut?.close();
  });

  it('marks the session cookie Secure when the proxy says the request was https', async () => {
    const res = await sut.http
      .post('/api/auth/register')
      .set('X-Forwarded-Proto', 'https')
      .send({ email: 'tls@example.com', password: 'long enough' })
      .expect(201);
    expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
  });

  it('does not send a Secure-only cookie over plain http (it would be lost)', async () => {
    const res = await sut.http
      .post('/api/auth/register')
      .send({ email: 'plain@example.com', password: 'long enough' })
      .expect(201);
    expect(String(res.headers['set-cookie'])).not.toMatch(/Secure/);
  });

  it('limits sign-in requests per IP per minute, whatever the email', async () => {
    const statuses: number[] = [];
    for (const name of ['a', 'b', 'c', 'd', 'e']) {
      const res = await sut.http
        .post('/api/auth/login')
        .send({ email: `${name}@example.com`, password: 'whatever it is' });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });
});
