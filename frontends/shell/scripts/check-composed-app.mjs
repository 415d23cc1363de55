// Loads the built shell and remotes in Chromium: measures the JS downloaded before first paint and
// checks runtime remotes (normal, on another origin, broken + Retry). Build first:
//   pnpm --filter "./frontends/*" build && node frontends/shell/scripts/check-composed-app.mjs
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../../e2e/support/chromium.mjs';
import { serve } from './serve-built-app.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { chromium } = createRequire(join(here, '../../../e2e/package.json'))('@playwright/test');
const SHELL_DIST = join(here, '../dist');
const FEED_DIST = join(here, '../../feed-mfe/dist');
const A = 4801;
const B = 4802;
const base = {
  feed: '/mfe/feed/mf-manifest.json',
  chat: '/mfe/chat/mf-manifest.json',
  billing: '/mfe/billing/mf-manifest.json',
  admin: '/mfe/admin/mf-manifest.json',
};
let manifest = base;
let signedIn = false;
const main = await serve({ port: A, manifest: () => manifest, signedIn: () => signedIn });
const other = await serve({
  port: B,
  manifest: () => ({}),
  signedIn: () => false,
  extraRemoteRoot: FEED_DIST,
});
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
const url = (path) => `http://127.0.0.1:${A}${path}`;
const nav = (page) => page.getByRole('navigation', { name: 'Main navigation' });
let failed = false;
const step = async (name, run) => {
  const page = await browser.newPage();
  try {
    console.log(`ok   ${name}${(await run(page)) ?? ''}`);
  } catch (error) {
    failed = true;
    console.log(`FAIL ${name}: ${error.message.split('\n')[0]}`);
  } finally {
    await page.close();
  }
};

await step('visitor at / sees the landing; JS before first paint', async (page) => {
  await page.goto(url('/'));
  await page
    .getByRole('heading', { level: 1, name: "Learn from history's greatest minds" })
    .waitFor();
  const { fcp, js } = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    js: performance
      .getEntriesByType('resource')
      .filter((r) => r.name.endsWith('.js'))
      .map((r) => ({ name: r.name, start: r.startTime })),
  }));
  const before = js
    .filter((r) => r.start < fcp)
    .map((r) => readFileSync(join(SHELL_DIST, new URL(r.name).pathname)));
  const gz = before.reduce((sum, file) => sum + gzipSync(file, { level: 9 }).length, 0);
  return ` (${before.length} files, ${(gz / 1024).toFixed(1)} KB gzip, first paint at ${Math.round(fcp)} ms)`;
});

signedIn = true;
await step('signed-in /likes renders the feed remote inside header and nav', async (page) => {
  await page.goto(url('/likes'));
  await page.getByRole('heading', { name: 'Liked Posts' }).first().waitFor({ timeout: 15000 });
  await nav(page).getByRole('link', { name: /Chats/ }).click();
  await page.getByRole('heading', { name: 'Chats' }).first().waitFor({ timeout: 15000 });
});

await step('a remote whose manifest URL is on another origin', async (page) => {
  manifest = { ...base, feed: `http://127.0.0.1:${B}/elsewhere/mf-manifest.json` };
  await page.goto(url('/saves'));
  await page.getByRole('heading', { name: 'Saved Posts' }).first().waitFor({ timeout: 15000 });
});

await step(
  'a broken remote shows Retry while the rest works; Retry after the fix loads it',
  async (page) => {
    manifest = { ...base, feed: url('/mfe/missing/mf-manifest.json') };
    await page.goto(url('/feed'));
    await page.getByText('The feed could not be loaded').waitFor({ timeout: 30000 });
    await nav(page).getByRole('link', { name: /Chats/ }).click();
    await page.getByRole('heading', { name: 'Chats' }).first().waitFor({ timeout: 15000 });
    await nav(page).getByRole('link', { name: /Feed/ }).click();
    manifest = base;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Feed' }).first().waitFor({ timeout: 15000 });
  },
);

await step('Arabic renders right to left', async (page) => {
  await page.goto(url('/profile'));
  await page.evaluate(() =>
    localStorage.setItem('agora.settings', JSON.stringify({ language: 'Arabic' })),
  );
  await page.reload();
  await page.getByRole('navigation', { name: 'التنقل الرئيسي' }).waitFor();
  const dir = await page.evaluate(() => document.documentElement.dir);
  if (dir !== 'rtl') throw new Error(`dir is ${dir}`);
});

await step('a remote in German fetches its German strings and no other language', async (page) => {
  await page.goto(url('/profile'));
  await page.evaluate(() =>
    localStorage.setItem('agora.settings', JSON.stringify({ language: 'German' })),
  );
  const feedScripts = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/mfe/feed/') && path.endsWith('.js')) feedScripts.push(path);
  });
  await page.goto(url('/likes'));
  await page.getByRole('heading', { name: 'Gelikte Beiträge' }).first().waitFor({ timeout: 15000 });
  const code = feedScripts
    .map((path) => readFileSync(join(FEED_DIST, path.slice('/mfe/feed/'.length)), 'utf8'))
    .join('\n');
  if (!code.includes('Gelikte Beiträge')) throw new Error('the German strings were not fetched');
  // the "Liked Posts" title in French, Japanese and Russian: none of them may have been fetched
  const others = ['Publications aimées', 'いいねした投稿', 'Понравившиеся посты'].filter((title) =>
    code.includes(title),
  );
  if (others.length) throw new Error(`other languages fetched: ${others.join(', ')}`);
  return ` (${feedScripts.length} feed scripts)`;
});

await browser.close();
main.close();
other.close();
process.exit(failed ? 1 : 0);
