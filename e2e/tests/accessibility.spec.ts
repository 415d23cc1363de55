import type { Page } from '@playwright/test';
import { E2E_BASE_URL, expect, signInAsAdmin, skipOnboarding, test } from '../fixtures';
import { seriousAxeViolations } from '../support/axe';

// axe on every main page: no critical or serious WCAG 2.1 A/AA violation.

async function expectAxeClean(page: Page): Promise<void> {
  // Let lazy remotes, their strings and first queries settle before scanning.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main').first()).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
}

/** Buys the Mega pack (600 credits) through the built-in test checkout: a group costs 500. */
async function buyMegaPack(page: Page): Promise<void> {
  const session = await page.request.post('/api/create-checkout-session', {
    data: { priceId: 'price_agora_mega' },
  });
  const { url } = (await session.json()) as { url: string };
  const path = new URL(url, E2E_BASE_URL).pathname;
  await page.request.post(`${path}/pay`, { maxRedirects: 0 });
  await page.request.get(`/api/process-credit-purchase?session_id=${path.split('/').pop()}`);
}

test('the landing page has no serious axe violation', async ({ page }) => {
  await skipOnboarding(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAxeClean(page);
});

for (const [name, path] of [
  ['home', '/home'],
  ['feed', '/feed'],
  ['ask', '/ask'],
  ['chats', '/chats'],
  ['credits', '/credits'],
  ['profile', '/profile'],
] as const) {
  test(`the ${name} page has no serious axe violation`, async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await skipOnboarding(page);
    await page.goto(path);
    await expectAxeClean(page);
  });
}

test('a chat overlay has no serious axe violation', async ({ page, user }) => {
  expect(user.id).toBeTruthy();
  await skipOnboarding(page);
  await page.goto('/feed?tab=historical');
  await page
    .getByTestId('post-card')
    .first()
    .getByRole('button', { name: /^Chat with / })
    .click();
  const chat = page.getByRole('dialog', { name: 'Chat with Historical Figures' });
  await expect(chat.getByText(/^Start a conversation with /)).toBeVisible();
  // The page behind the modal is hidden from assistive technology until it closes.
  await expect(page.locator('#root')).toHaveAttribute('aria-hidden', 'true');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden');
});

test('the admin page has no serious axe violation', async ({ page }) => {
  await signInAsAdmin(page);
  await skipOnboarding(page);
  await page.goto('/admin');
  await expect(page.getByRole('tab').first()).toBeVisible();
  await expectAxeClean(page);
});

test('a group room has no serious axe violation', async ({ page, user }) => {
  expect(user.id).toBeTruthy();
  await skipOnboarding(page);
  await buyMegaPack(page);
  const created = await page.request.post('/api/group-chats', { data: { name: 'Axe circle' } });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/chats/${id}`);
  await expect(page.getByRole('heading', { name: 'Axe circle' })).toBeVisible();
  await expectAxeClean(page);
});
