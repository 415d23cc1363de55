import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_BASE_URL, expect, signUpViaApi, skipOnboarding, test } from '../fixtures';

const BR = { 'Accept-Encoding': 'br, gzip' };
const HTML = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8', ...BR };

/** The built shell's entry script and stylesheet, as the landing page links them. */
async function builtAssets(api: APIRequestContext): Promise<{ script: string; style: string }> {
  const html = await (await api.get('/', { headers: { Accept: 'text/html' } })).text();
  const script = /<script defer src="([^"]+\.js)"/.exec(html)?.[1];
  const style = /<link rel="stylesheet" href="([^"]+\.css)"/.exec(html)?.[1];
  if (!script || !style) throw new Error('the landing page links no script or stylesheet');
  return { script, style };
}

test.describe('serving the built app', () => {
  test('sends JS, CSS, HTML and JSON compressed when accepted, hashed files immutable', async ({
    request,
  }) => {
    const { script, style } = await builtAssets(request);
    for (const path of [script, style]) {
      const res = await request.get(path, { headers: BR });
      expect(res.status()).toBe(200);
      expect(res.headers()['content-encoding']).toBe('br');
      expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const page = await request.get('/', { headers: HTML });
    expect(page.headers()['content-encoding']).toBe('br');
    expect(page.headers()['cache-control']).toBe('no-cache');
    const json = await request.get('/api/docs-json', { headers: BR });
    expect(json.headers()['content-type']).toContain('application/json');
    expect(['br', 'gzip']).toContain(json.headers()['content-encoding']);
    const remote = await request.get('/mfe/feed/remoteEntry.js', { headers: BR });
    expect(remote.headers()['cache-control']).toBe('no-cache');
  });

  test('answers a missing file with 404, and serves robots.txt, the favicon and a valid manifest', async ({
    request,
  }) => {
    for (const path of ['/static/js/missing.js', '/static/css/gone.css', '/mfe/feed/nothing.js'])
      expect([path, (await request.get(path)).status()]).toEqual([path, 404]);
    expect(await (await request.get('/robots.txt')).text()).toContain('User-agent');
    expect((await request.get('/favicon.ico')).headers()['content-type']).toContain('icon');

    const res = await request.get('/manifest.webmanifest');
    expect(res.headers()['cache-control']).toBe('no-cache');
    const manifest = (await res.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: Array<{ src: string; sizes: string; type: string }>;
    };
    expect(manifest).toMatchObject({ name: 'Agora', start_url: '/', display: 'standalone' });
    for (const size of ['192x192', '512x512'])
      expect(manifest.icons.some((i) => i.sizes === size && i.type === 'image/png')).toBe(true);
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect([icon.src, file.status(), file.headers()['content-type']]).toEqual([
        icon.src,
        200,
        icon.type,
      ]);
    }
  });

  test("a shared chat link's HTML carries its Open Graph title", async ({ playwright }) => {
    const owner = await playwright.request.newContext();
    await signUpViaApi(owner);
    const chat = await (
      await owner.post('/api/chats', { data: { persona: 'Marie Curie' } })
    ).json();
    await owner.post(`/api/chats/${chat.id}/messages`, {
      data: { role: 'user', content: 'Why does radium glow?' },
    });
    const share = await (
      await owner.patch(`/api/chats/${chat.id}/share`, { data: { isPublic: true } })
    ).json();
    await owner.dispose();

    const visitor = await playwright.request.newContext();
    const html = await (
      await visitor.get(`/shared-chat/${share.shareId}`, { headers: { Accept: '*/*' } })
    ).text();
    expect(html).toMatch(/<meta property="og:title" content="[^"]*Marie Curie[^"]*">/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary">/);
    await visitor.dispose();
  });
});

test.describe('a landing that paints at once', () => {
  test('the landing is in the HTML before any script runs, in the language chosen in the app', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    // the language chosen in the app's settings, which the shell tells the server in this cookie
    await context.addCookies([{ name: 'agora_lang', value: 'fr', url: E2E_BASE_URL }]);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Apprenez auprès des grands esprits de l'histoire",
    );
    await context.close();
  });

  test('the app adopts the prerendered landing instead of building it again', async ({ page }) => {
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { removedFromRoot: string[] }).removedFromRoot = removed;
      new MutationObserver((records) => {
        for (const record of records)
          if ((record.target as Element).id === 'root')
            for (const node of record.removedNodes) removed.push(node.nodeName);
      }).observe(document, { childList: true, subtree: true });
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // by now the app has loaded and rendered
    await expect(page.getByRole('button', { name: 'Start Free' }).first()).toBeEnabled();
    expect(
      await page.evaluate(
        () => (window as unknown as { removedFromRoot: string[] }).removedFromRoot,
      ),
    ).toEqual([]);
    expect(warnings.filter((w) => /prerendered|hydrat/i.test(w))).toEqual([]);
  });

  test('Start Free works on the painted landing before the app has loaded', async ({ page }) => {
    await page.route('**/static/js/**', (route) => route.abort()); // the app's code never arrives
    await page.goto('/');
    await page.getByRole('button', { name: 'Start Free' }).first().click();
    await expect(page).toHaveURL(/\/api\/login\b.*returnTo=%2F/);
    await expect(page.getByRole('heading', { name: 'Sign in to Agora' })).toBeVisible();
  });

  test('a visitor landing asks nothing of /api/auth/user', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/auth/user')) asked.push(req.url());
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Start Free' }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
  });

  test('a rabbit-hole path link opens the same view as its hash form', async ({ page }) => {
    const id = '0b9e7a52-3c1d-4f7e-9a61-2f4c8d5e6a7b';
    await page.goto(`/rabbit-hole/${id}`);
    await expect(page).toHaveURL(new RegExp(`/#/rabbit-hole/${id}$`));
  });
});

async function serviceWorkerReady(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? '';
  });
}

test.describe('installable and offline', () => {
  test.beforeEach(async ({ page }) => {
    await skipOnboarding(page);
  });

  test('the app installs its service worker', async ({ page }) => {
    await page.goto('/');
    expect(await serviceWorkerReady(page)).toMatch(/\/sw\.js$/);
  });

  test('after one visit, the app shell and the last feed render offline with the banner', async ({
    page,
    context,
    user,
  }) => {
    expect(user.id).toBeTruthy();
    const generated = page.waitForResponse((res) => res.url().endsWith('/api/generate-posts'));
    await page.goto('/feed');
    await generated;
    const cards = page.getByTestId('post-card');
    await expect(cards.first()).toBeVisible();
    // The post's text, not the card's: its header has a relative time that moves on reload.
    const firstPost = (await cards.first().locator('.feed-post__content').textContent()) ?? '';
    expect(await serviceWorkerReady(page)).toMatch(/\/sw\.js$/);
    // The worker has been handed what this visit loaded before it took over.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const cache = await caches.open('agora-remote-manifests');
          return (await cache.keys()).map((r) => new URL(r.url).pathname);
        }),
      )
      .toContain('/mfe-manifest.json');

    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('header').getByText('Agora')).toBeVisible();
    await expect(page.getByText("You're offline - showing cached content")).toBeVisible();
    await expect(cards.first()).toBeVisible();
    expect(firstPost.length).toBeGreaterThan(0);
    await expect(page.getByText(firstPost.slice(0, 40)).first()).toBeVisible();
    await context.setOffline(false);
  });
});
