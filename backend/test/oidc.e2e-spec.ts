import { UserEntity } from '../src/core/users/user.entity';
import { CookieJarClient } from './support/cookie-jar-client';
import { type OidcTestProvider, startOidcTestProvider } from './support/oidc-test-provider';
import { createTestApp, type TestApp } from './support/test-app';

const account = {
  sub: 'hypatia-of-alexandria',
  email: 'Hypatia@Alexandria.example',
  given_name: 'Hypatia',
};

describe('OpenID Connect sign-in (e2e)', () => {
  let provider: OidcTestProvider;
  let sut: TestApp;

  beforeAll(async () => {
    provider = await startOidcTestProvider(account);
    sut = await createTestApp({
      plugins: ['credits'],
      env: {
        OIDC_ISSUER_URL: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
        STARTING_CREDITS: '50',
      },
    });
    provider.start(`${sut.url}/api/callback`);
  });
  afterAll(async () => {
    await sut?.close();
    await provider?.close();
  });

  it('redirects /api/login to the provider with PKCE, state and nonce', async () => {
    const res = await fetch(`${sut.url}/api/login?returnTo=/feed`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin).toBe(provider.issuer);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: provider.clientId,
      response_type: 'code',
      redirect_uri: `${sut.url}/api/callback`,
      code_challenge_method: 'S256',
      scope: 'openid email profile',
      state: expect.any(String),
      nonce: expect.any(String),
      code_challenge: expect.any(String),
    });
  });

  it('signs in through the provider, creates the user once and returns to returnTo', async () => {
    const browser = new CookieJarClient();
    const { finalUrl, hops } = await browser.follow(`${sut.url}/api/login?returnTo=%2Fchats`);
    expect(finalUrl).toBe(`${sut.url}/chats`);
    expect(hops.some((url) => url.startsWith(`${provider.issuer}/interaction/`))).toBe(true);
    expect(hops.some((url) => url.startsWith(`${sut.url}/api/callback?code=`))).toBe(true);

    const me = await browser.getJson(`${sut.url}/api/auth/user`);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email: 'hypatia@alexandria.example',
      firstName: 'Hypatia',
      credits: 50,
      isAdmin: false,
    });

    const stored = await sut.dataSource
      .getRepository(UserEntity)
      .findOneByOrFail({ oidcSubject: account.sub });
    expect(stored.id).toBe((me.body as { id: string }).id);

    // A second sign-in finds the same user instead of creating another.
    const again = new CookieJarClient();
    await again.follow(`${sut.url}/api/login`);
    expect((await again.getJson(`${sut.url}/api/auth/user`)).body).toMatchObject({ id: stored.id });
    expect(
      await sut.dataSource.getRepository(UserEntity).countBy({ oidcSubject: account.sub }),
    ).toBe(1);
  });

  it('refuses a callback with a forged state', async () => {
    const browser = new CookieJarClient();
    const start = await browser.request(`${sut.url}/api/login`);
    expect(start.status).toBe(302);
    const res = await browser.request(`${sut.url}/api/callback?code=forged&state=forged`);
    expect(res.status).toBe(400);
    expect((await browser.getJson(`${sut.url}/api/auth/user`)).status).toBe(401);
  });

  it('refuses a callback without a sign-in in progress', async () => {
    const res = await fetch(`${sut.url}/api/callback?code=x&state=y`, { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      message: 'No sign-in in progress; start again at /api/login',
    });
  });
});

describe('OpenID Connect provider unreachable (e2e)', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp({
      env: {
        OIDC_ISSUER_URL: 'http://127.0.0.1:1/',
        OIDC_CLIENT_ID: 'agora',
        OIDC_CLIENT_SECRET: 'secret-secret',
      },
    });
  });
  afterAll(async () => {
    await sut?.close();
  });

  it('shows a page saying sign-in is unavailable, with a retry link, instead of an error body', async () => {
    const res = await sut.http
      .get('/api/login?returnTo=%2Fchats')
      .set('Accept-Language', 'es')
      .expect(503);
    expect(res.headers['content-type']).toMatch(/html/);
    expect(res.text).toContain('El inicio de sesión no está disponible');
    expect(res.text).toContain('href="/api/login?returnTo=%2Fchats"');
  });
});

describe('OpenID Connect and the site admin (e2e)', () => {
  const admin = {
    sub: 'the-operator',
    email: 'Boss@Example.com',
    given_name: 'Boss',
    email_verified: false,
  };
  let provider: OidcTestProvider;
  let sut: TestApp;

  beforeAll(async () => {
    provider = await startOidcTestProvider(admin);
    sut = await createTestApp({
      env: {
        OIDC_ISSUER_URL: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
        ADMIN_EMAIL: 'boss@example.com',
      },
    });
    provider.start(`${sut.url}/api/callback`);
  });
  afterAll(async () => {
    await sut?.close();
    await provider?.close();
  });

  const signIn = async () => {
    const browser = new CookieJarClient();
    await browser.follow(`${sut.url}/api/login`);
    return (await browser.getJson(`${sut.url}/api/auth/user`)).body as { isAdmin: boolean };
  };

  it('makes the ADMIN_EMAIL account admin only once the provider says the address is verified', async () => {
    expect(await signIn()).toMatchObject({ isAdmin: false });
    admin.email_verified = true;
    expect(await signIn()).toMatchObject({ isAdmin: true });
  });
});
