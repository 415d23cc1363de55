import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { get, type IncomingHttpHeaders } from 'node:http';
import { createTestApp, signUp, type TestApp } from './support/test-app';

const SCRIPT = `console.log(${JSON.stringify('shell '.repeat(400))});`;
const STYLES = `.shell-hero{color:#7c4a1e}${'.x{margin:0}'.repeat(200)}`;
const APP_PAGE = `<!doctype html><html><head><title>Agora</title><meta name="description" content="app"></head><body><div id="root"></div>${'<!-- pad -->'.repeat(100)}</body></html>`;
const landing = (lang: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Agora ${lang}</title></head><body><div id="root"><h1>landing-${lang}</h1></div></body></html>`;

/** A build folder as scripts/finish-build.mjs leaves it: hashed files with .br and .gz beside them. */
function writeBuild(root: string): void {
  const files: Record<string, string> = {
    'shell/dist/index.html': APP_PAGE,
    'shell/dist/landing/en.html': landing('en'),
    'shell/dist/landing/fr.html': landing('fr'),
    'shell/dist/static/js/index.0123abcd45.js': SCRIPT,
    'shell/dist/static/css/async/g.2c02e72e0e.css': STYLES,
    'shell/dist/manifest.webmanifest': JSON.stringify({
      name: 'Agora',
      start_url: '/',
      display: 'standalone',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    }),
    'shell/dist/robots.txt': 'User-agent: *\nAllow: /\n',
    'shell/dist/sw.js': `self.x=1;${' '.repeat(2000)}`,
    'feed-mfe/dist/remoteEntry.js': `var feed=${JSON.stringify('f'.repeat(3000))};`,
    'feed-mfe/dist/mf-manifest.json': JSON.stringify({ id: 'feed', pad: 'p'.repeat(3000) }),
    'feed-mfe/dist/static/js/async/7.89abcdef01.js': SCRIPT,
  };
  for (const [path, content] of Object.entries(files)) {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    if (content.length < 1024) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(content));
    writeFileSync(`${file}.gz`, gzipSync(content));
  }
}

/** A response with its raw bytes, as sent (supertest would decode them). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

describe('fast serving: compression, caching, real 404s, the prerendered landing (e2e)', () => {
  let sut: TestApp;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'agora-fast-'));
    writeBuild(root);
    sut = await createTestApp({ env: { FRONTENDS_DIR: root } });
  });
  afterAll(async () => {
    await sut?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each([
    ['/static/js/index.0123abcd45.js', 'javascript', SCRIPT],
    ['/static/css/async/g.2c02e72e0e.css', 'text/css', STYLES],
    ['/mfe/feed/static/js/async/7.89abcdef01.js', 'javascript', SCRIPT],
  ])('sends %s precompressed with brotli, cached for good', async (path, type, content) => {
    const res = await rawGet(`${sut.url}${path}`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain(type);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(res.body).toString()).toBe(content);
  });

  it('falls back to gzip, then to the plain file, as the browser accepts', async () => {
    const path = '/static/js/index.0123abcd45.js';
    const gz = await sut.http.get(path).set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(SCRIPT);
    const plain = await sut.http.get(path).set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(SCRIPT);
  });

  it('compresses HTML pages and API JSON made at request time when accepted', async () => {
    const page = await sut.http
      .get('/feed')
      .set('Accept', 'text/html')
      .set('Accept-Encoding', 'br');
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');

    const docs = await sut.http.get('/api/docs-json').set('Accept-Encoding', 'gzip, br');
    expect(docs.status).toBe(200);
    expect(docs.headers['content-type']).toContain('application/json');
    expect(['br', 'gzip']).toContain(docs.headers['content-encoding']);
    expect(docs.body.info.title).toBe('Agora API');
  });

  it('revalidates whatever keeps its name: pages, manifests, remoteEntry.js, the service worker', async () => {
    for (const path of [
      '/manifest.webmanifest',
      '/sw.js',
      '/mfe/feed/remoteEntry.js',
      '/mfe/feed/mf-manifest.json',
    ]) {
      const res = await sut.http.get(path).expect(200);
      expect([path, res.headers['cache-control']]).toEqual([path, 'no-cache']);
    }
    expect((await sut.http.get('/robots.txt').expect(200)).text).toContain('User-agent');
  });

  it('answers a missing file with a real 404, not the app page', async () => {
    for (const path of [
      '/static/js/missing.js',
      '/static/css/gone.0123abcd45.css',
      '/favicon-missing.ico',
      '/mfe/feed/static/js/async/vanished.js',
    ]) {
      const res = await sut.http.get(path).set('Accept', '*/*');
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.text).not.toContain('<div id="root">');
    }
  });

  it('answers only page navigations with the app page; an API client asking for JSON gets a 404', async () => {
    await sut.http.get('/feed').set('Accept', 'application/json').expect(404);
    await sut.http.post('/feed').set('Accept', 'text/html').expect(404);
    const nav = await sut.http.get('/chats/1').set('Accept', 'text/html,*/*;q=0.8').expect(200);
    expect(nav.text).toContain('<div id="root"></div>');
  });

  it('paints the landing from prerendered HTML in the language chosen in the app, else the browser’s', async () => {
    const html = 'text/html';
    const fr = await sut.http.get('/').set('Accept', html).set('Cookie', 'agora_lang=fr');
    expect(fr.text).toContain('landing-fr');
    expect(fr.headers['vary']).toMatch(/Cookie/);
    expect(fr.headers['vary']).toMatch(/Accept-Language/);
    // A first visit (no choice made yet) follows the browser; a choice made in the app wins over it
    const browserFr = await sut.http
      .get('/')
      .set('Accept', html)
      .set('Accept-Language', 'fr-CA,fr;q=0.9');
    expect(browserFr.text).toContain('landing-fr');
    const chosenEn = await sut.http
      .get('/')
      .set('Accept', html)
      .set('Accept-Language', 'fr')
      .set('Cookie', 'agora_lang=en');
    expect(chosenEn.text).toContain('landing-en');
    const unbuilt = await sut.http.get('/').set('Accept', html).set('Cookie', 'agora_lang=ja');
    expect(unbuilt.text).toContain('landing-en');
    const junk = await sut.http.get('/').set('Accept', html).set('Cookie', 'agora_lang=../x');
    expect(junk.text).toContain('landing-en');
    // A visitor's landing loads no remote, so it preloads none of their manifests.
    expect(junk.headers.link).toBeUndefined();
  });

  it('gives a signed-in browser the app page at / (no landing flash before the feed)', async () => {
    const user = await signUp(sut);
    const res = await user.agent.get('/').set('Accept', 'text/html').expect(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).not.toContain('landing-');
    expect(res.headers.link).toContain('</mfe-manifest.json>; rel=preload');
  });

  it('serves a valid web app manifest', async () => {
    const res = await sut.http.get('/manifest.webmanifest').expect(200);
    const manifest = JSON.parse(res.text) as { name: string; icons: unknown[] };
    expect(manifest.name).toBe('Agora');
    expect(manifest.icons.length).toBeGreaterThan(0);
  });
});
