import { createTestApp, signUp, type TestApp } from './support/test-app';

/** Login CSRF and cross-site writes: one rule (SameSiteRequestGuard) for the JSON API and the sign-in forms. */
describe('cross-site requests and non-JSON bodies (e2e)', () => {
  let sut: TestApp;
  const password = 'correct horse battery';
  let host: string;

  beforeAll(async () => {
    sut = await createTestApp({ plugins: ['feed'] });
    host = new URL(sut.url).host;
    await signUp(sut, { email: 'victim-attacker@example.com', password });
  }, 60_000);
  afterAll(async () => {
    await sut?.close();
  });

  const usersNamed = async (email: string) =>
    Number(
      (await sut.dataSource.query(`SELECT count(*) AS n FROM users WHERE email = $1`, [email]))[0]
        .n,
    );

  it('refuses a form-encoded login or sign-up (what a cross-site HTML form sends) with 415 and sets no cookie', async () => {
    const login = await sut.http
      .post('/api/auth/login')
      .type('form')
      .send({ email: 'victim-attacker@example.com', password })
      .expect(415);
    expect(login.body.message).toContain('application/x-www-form-urlencoded');
    expect(login.headers['set-cookie']).toBeUndefined();

    const register = await sut.http
      .post('/api/auth/register')
      .type('form')
      .send({ email: 'form-made@example.com', password })
      .expect(415);
    expect(register.headers['set-cookie']).toBeUndefined();
    expect(await usersNamed('form-made@example.com')).toBe(0);
  });

  it('refuses a text/plain body holding JSON (the other form encoding) with 415', async () => {
    const res = await sut.http
      .post('/api/auth/login')
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify({ email: 'victim-attacker@example.com', password }))
      .expect(415);
    expect(res.body.message).toContain('text/plain');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses JSON sign-in, sign-up and other writes sent from another site with 403', async () => {
    const fromEvil = await sut.http
      .post('/api/auth/login')
      .set('Origin', 'https://evil.example')
      .send({ email: 'victim-attacker@example.com', password })
      .expect(403);
    expect(fromEvil.headers['set-cookie']).toBeUndefined();
    await sut.http
      .post('/api/auth/register')
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ email: 'cross-made@example.com', password })
      .expect(403);
    expect(await usersNamed('cross-made@example.com')).toBe(0);
    await sut.http
      .post('/api/auth/login')
      .set('Origin', 'null')
      .send({ email: 'victim-attacker@example.com', password })
      .expect(403);
    const { agent } = await signUp(sut);
    await agent
      .post('/api/posts/some-post/like')
      .set('Origin', 'https://evil.example')
      .send({ postContent: 'x', postAuthor: 'Ada Lovelace' })
      .expect(403);
  });

  it('refuses the built-in sign-in form from another site by the same rule, and takes it from this site', async () => {
    await sut.http
      .post('/api/login')
      .type('form')
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ email: 'victim-attacker@example.com', password })
      .expect(403);
    await sut.http
      .post('/api/login/signup')
      .type('form')
      .set('Origin', 'https://evil.example')
      .send({ email: 'form-cross@example.com', password })
      .expect(403);
    expect(await usersNamed('form-cross@example.com')).toBe(0);
    const res = await sut.http
      .post('/api/login')
      .type('form')
      .set('Origin', `http://${host}`)
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ email: 'victim-attacker@example.com', password, returnTo: '/feed' })
      .expect(303);
    expect(res.headers.location).toBe('/feed');
  });

  it('takes an empty post from a button-only form of this site, and refuses it from another site', async () => {
    const { agent } = await signUp(sut);
    const empty = () => agent.post('/api/posts/p1/like').type('form');
    const same = await empty().set('Origin', `http://${host}`).send('');
    expect(same.status).not.toBe(415);
    expect(same.status).not.toBe(403);
    await empty().set('Origin', 'https://evil.example').send('').expect(403);
  });

  it("trusts the browser's Sec-Fetch-Site over Origin: same-origin posts from a no-referrer page (Origin: null) pass, same-site ones from another host do not", async () => {
    const { agent } = await signUp(sut);
    const empty = () => agent.post('/api/posts/p1/like').type('form');
    const noReferrerPage = await empty()
      .set('Origin', 'null')
      .set('Sec-Fetch-Site', 'same-origin')
      .send('');
    expect([403, 415]).not.toContain(noReferrerPage.status);
    await empty()
      .set('Origin', 'https://attacker.agora.example')
      .set('Sec-Fetch-Site', 'same-site')
      .send('')
      .expect(403);
  });

  it('keeps same-origin JSON from the app and Origin-less JSON from non-browser clients working', async () => {
    const sameOrigin = await sut.http
      .post('/api/auth/login')
      .set('Origin', `http://${host}`)
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ email: 'victim-attacker@example.com', password })
      .expect(200);
    expect(String(sameOrigin.headers['set-cookie'])).toContain('agora.sid=');
    await sut.http
      .post('/api/auth/login')
      .set('Content-Type', 'application/json; charset=utf-8')
      .send(JSON.stringify({ email: 'victim-attacker@example.com', password }))
      .expect(200);
    const { agent } = await signUp(sut);
    await agent
      .post('/api/generate-posts')
      .set('Origin', `http://${host}`)
      .send({ count: 1 })
      .expect(200);
  });
});
