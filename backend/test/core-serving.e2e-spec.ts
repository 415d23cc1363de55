import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from './support/test-app';

describe('serving the built frontends (e2e)', () => {
  let sut: TestApp;
  let root: string;
  let manifestPath: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'agora-frontends-'));
    mkdirSync(join(root, 'shell', 'dist', 'assets'), { recursive: true });
    writeFileSync(
      join(root, 'shell', 'dist', 'index.html'),
      '<!doctype html><title>shell</title><div id="root"></div>',
    );
    writeFileSync(join(root, 'shell', 'dist', 'assets', 'main.js'), 'console.log("shell")');
    mkdirSync(join(root, 'feed-mfe', 'dist'), { recursive: true });
    writeFileSync(join(root, 'feed-mfe', 'dist', 'mf-manifest.json'), '{"id":"feed"}');
    writeFileSync(join(root, 'feed-mfe', 'dist', 'remoteEntry.js'), 'var feed;');
    // chat, billing and admin are deliberately not built.
    manifestPath = join(root, 'manifest-override.json');
    sut = await createTestApp({
      env: {
        FRONTENDS_DIR: root,
        MFE_MANIFEST_PATH: manifestPath,
        MFE_BILLING_URL: 'http://127.0.0.1:4003/',
      },
    });
  });
  afterAll(async () => {
    await sut?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the shell at / and falls back to its index.html for app routes', async () => {
    for (const path of ['/', '/feed', '/shared-chat/abc', '/join/xyz?from=link']) {
      const res = await sut.http.get(path).expect(200);
      expect(res.text).toContain('<title>shell</title>');
    }
    const asset = await sut.http.get('/assets/main.js').expect(200);
    expect(asset.text).toBe('console.log("shell")');
  });

  it('never answers /api, /mfe, /media or /ws paths with the shell', async () => {
    for (const path of ['/api/nothing-here', '/mfe/chat/remoteEntry.js', '/media/none.png']) {
      const res = await sut.http.get(path);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.text).not.toContain('<title>shell</title>');
    }
  });

  it('serves a built remote at /mfe/<name>/ and 404s a missing one without crashing', async () => {
    const res = await sut.http.get('/mfe/feed/mf-manifest.json').expect(200);
    expect(res.body).toEqual({ id: 'feed' });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    await sut.http.get('/mfe/chat/mf-manifest.json').expect(404);
    await sut.http.get('/api/health').expect(200);
  });

  it('lists every remote in /mfe-manifest.json with defaults and env overrides, never cached', async () => {
    rmSync(manifestPath, { force: true });
    const res = await sut.http.get('/mfe-manifest.json').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      remotes: {
        feed: '/mfe/feed/mf-manifest.json',
        chat: '/mfe/chat/mf-manifest.json',
        billing: 'http://127.0.0.1:4003/mf-manifest.json',
        admin: '/mfe/admin/mf-manifest.json',
      },
    });
  });

  it('re-reads MFE_MANIFEST_PATH on every request, so a remote can be repointed without restart', async () => {
    writeFileSync(
      manifestPath,
      JSON.stringify({ remotes: { feed: 'http://127.0.0.1:5555/mf-manifest.json' } }),
    );
    const first = await sut.http.get('/mfe-manifest.json').expect(200);
    expect(first.body.remotes.feed).toBe('http://127.0.0.1:5555/mf-manifest.json');
    expect(first.body.remotes.chat).toBe('/mfe/chat/mf-manifest.json');

    writeFileSync(manifestPath, JSON.stringify({ remotes: { feed: 'http://127.0.0.1:6666/' } }));
    const second = await sut.http.get('/mfe-manifest.json').expect(200);
    expect(second.body.remotes.feed).toBe('http://127.0.0.1:6666/mf-manifest.json');
  });

  it('lets the CSP load scripts from the origins the manifest currently names', async () => {
    writeFileSync(
      manifestPath,
      JSON.stringify({ remotes: { feed: 'http://127.0.0.1:7777/mf-manifest.json' } }),
    );
    const res = await sut.http.get('/feed').expect(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' [^;]*http:\/\/127\.0\.0\.1:7777/);
    expect(csp).toMatch(/script-src 'self' [^;]*http:\/\/127\.0\.0\.1:4003/);
    expect(csp).toMatch(/connect-src 'self' [^;]*http:\/\/127\.0\.0\.1:7777/);
  });

  it('preloads the run-time manifest and the routed remotes’ manifests with an app page, not with the visitor landing', async () => {
    writeFileSync(
      manifestPath,
      JSON.stringify({ remotes: { chat: 'http://127.0.0.1:8888/chat/mf-manifest.json' } }),
    );
    const page = await sut.http.get('/feed').expect(200);
    expect(String(page.headers.link).split(', ')).toEqual([
      '</mfe-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
      '</mfe/feed/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
      '<http://127.0.0.1:8888/chat/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
      '<http://127.0.0.1:4003/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
    ]);
    // The admin remote loads behind its gate; a manifest URL that would break the header is left out.
    writeFileSync(manifestPath, JSON.stringify({ remotes: { feed: '/mfe/feed/a>b, </x>.json' } }));
    const odd = await sut.http.get('/chats').expect(200);
    expect(odd.headers.link).not.toMatch(/admin|a>b/);
    expect(odd.headers.link).toContain('</mfe/chat/mf-manifest.json>');

    const fileRes = await sut.http.get('/assets/main.js').expect(200);
    expect(fileRes.headers.link).toBeUndefined();
  });

  it('ignores a broken override file instead of failing', async () => {
    writeFileSync(manifestPath, '{ not json');
    const res = await sut.http.get('/mfe-manifest.json').expect(200);
    expect(res.body.remotes.feed).toBe('/mfe/feed/mf-manifest.json');
  });
});

describe('global rate limit (e2e)', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '5' } });
  });
  afterAll(async () => {
    await sut?.close();
  });

  it('answers 429 once RATE_LIMIT_PER_MINUTE requests were made', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await sut.http.get('/api/auth/user')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const limited = await sut.http.get('/api/auth/user').expect(429);
    expect(limited.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many requests, please try again later.',
    });
  });

  it('does not limit the health check (probes poll it)', async () => {
    for (let i = 0; i < 8; i += 1) await sut.http.get('/api/health').expect(200);
  });
});
