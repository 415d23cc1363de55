import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  expect,
  notifications,
  restoreManifest,
  signInAsAdmin,
  skipOnboarding,
  test,
  uniqueEmail,
  writeManifest,
} from '../fixtures';
import { serveFolder } from '../support/static-server';

const repoRoot = join(__dirname, '..', '..');

/** Each remote's route and a text only that remote renders there (its own i18n namespace). */
const remoteScreens = [
  { remote: 'feed', path: '/feed', text: /^Historical$/ },
  { remote: 'chat', path: '/chats', text: /^Chats$/ },
  { remote: 'billing', path: '/credits', text: /^Credits & Subscription$/ },
  { remote: 'admin', path: '/admin', text: /^Admin Analytics$/ },
] as const;

test.afterEach(async () => {
  await restoreManifest();
});

test('a visitor signs up on the built-in page, lands in the app, and signing out returns to the landing', async ({
  page,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: "Learn from history's greatest minds" }),
  ).toBeVisible();
  await expect(page.getByText('HELLO80')).toBeVisible();

  await page.getByRole('button', { name: 'Start Free' }).first().click();
  await expect(page).toHaveURL(/\/api\/login/);
  await page.getByRole('link', { name: 'New here? Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your Agora account' })).toBeVisible();

  const email = uniqueEmail('signup');
  await page.getByLabel('First name (optional)').fill('Hypatia');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-long-enough-password');
  await page.getByRole('button', { name: 'Create account' }).click();

  // Back in the app: the onboarding greets a first visit; finishing it leaves the main screen.
  await expect(page).toHaveURL(/:\d+\/$/);
  const onboarding = page.getByRole('dialog', { name: 'Welcome to Agora' });
  await expect(onboarding).toBeVisible();
  // Only its final button ends it, so the welcome is not lost to a stray Escape.
  await page.keyboard.press('Escape');
  await expect(onboarding).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(notifications(page).getByText('Welcome aboard!')).toBeVisible();

  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: email })).toBeVisible();
  await expect(header.getByRole('link', { name: '50 credits, open credits' })).toBeVisible();

  await header.getByRole('button', { name: email }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Start Free' }).first()).toBeVisible();
  await expect(
    page.getByRole('heading', { name: "Learn from history's greatest minds" }),
  ).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});

test("each remote's route renders content loaded from that remote's build", async ({ page }) => {
  await skipOnboarding(page);
  await signInAsAdmin(page);

  for (const { remote, path, text } of remoteScreens) {
    const entry = page.waitForResponse((res) => res.url().includes(`/mfe/${remote}/`) && res.ok());
    await page.goto(path);
    await entry;
    await expect(page.getByText(text).first()).toBeVisible();
    await expect(page.locator(`[data-remote-error]`)).toHaveCount(0);
  }
});

test('a page loads the code of the remote that declares it; the others follow once it is up', async ({
  page,
  user,
}) => {
  await skipOnboarding(page);
  const chat = await (await page.request.get('/mfe/chat/mf-manifest.json')).json();
  expect(chat.metaData.routes).toContainEqual({ path: '/shared-chat/:shareId', visitors: true });

  const entries: string[] = [];
  page.on('request', (request) => {
    const remote = /\/mfe\/(\w+)\/remoteEntry\.js/.exec(request.url())?.[1];
    if (remote) entries.push(remote);
  });
  await page.goto('/credits');
  await expect(page.getByText(/^Credits & Subscription$/).first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: user.email })).toBeVisible();
  expect(entries).toEqual(['billing']);
  await expect.poll(() => [...entries].sort()).toEqual(['billing', 'chat', 'feed']);
});

test('repointing a remote in the manifest is picked up on reload without rebuilding the shell', async ({
  page,
  user,
}) => {
  await skipOnboarding(page);
  const copy = await copyBuild('feed');
  const marker = 'Historical (served from the copy)';
  await replaceInJs(copy, '"Historical"', JSON.stringify(marker));
  const server = await serveFolder(copy);
  try {
    await page.goto('/feed');
    await expect(page.getByRole('banner').getByRole('button', { name: user.email })).toBeVisible();
    await expect(page.getByText(/^Historical$/).first()).toBeVisible();

    await writeManifest({ feed: `${server.url}/mf-manifest.json` });
    const fromCopy = page.waitForResponse((res) => res.url().startsWith(server.url) && res.ok());
    await page.reload();
    await fromCopy;
    await expect(page.getByText(marker).first()).toBeVisible();
  } finally {
    await server.close();
    await rm(copy, { recursive: true, force: true });
  }
});

test('a remote whose URL is broken shows the error card while the rest of the app works', async ({
  page,
  user,
}) => {
  await skipOnboarding(page);
  // Port 9 (discard) refuses connections on loopback: the feed's manifest can never load.
  await writeManifest({ feed: 'http://127.0.0.1:9/mf-manifest.json' });

  await page.goto('/feed');
  const card = page.getByRole('alert').filter({ hasText: 'The feed could not be loaded' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: user.email })).toBeVisible();

  await navTo(page, 'Chats');
  await expect(page).toHaveURL(/\/chats$/);
  await expect(page.getByRole('heading', { name: 'Chats' })).toBeVisible();
  await navTo(page, 'Profile');
  await expect(page).toHaveURL(/\/profile$/);

  // Once the remote is reachable again, Retry brings it back without a reload.
  await restoreManifest();
  await navTo(page, 'Feed');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText(/^Historical$/).first()).toBeVisible();
});

async function navTo(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation').last().getByRole('link', { name, exact: true }).click();
}

async function copyBuild(remote: string): Promise<string> {
  const target = await mkdtemp(join(tmpdir(), `agora-${remote}-copy-`));
  await cp(join(repoRoot, 'frontends', `${remote}-mfe`, 'dist'), target, { recursive: true });
  return target;
}

/** Replaces a string in every JS file of a build; fails when it occurs nowhere. */
async function replaceInJs(dir: string, from: string, to: string): Promise<void> {
  let replaced = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = join(entry.parentPath, entry.name);
    const code = await readFile(file, 'utf8');
    if (!code.includes(from)) continue;
    await writeFile(file, code.split(from).join(to));
    replaced += 1;
  }
  expect(replaced, `${from} should occur in the copied build`).toBeGreaterThan(0);
}
