import { request as playwrightRequest } from '@playwright/test';
import pg from 'pg';
import { E2E_DATABASE_URL } from '../support/e2e-env.mjs';
import {
  E2E_BASE_URL,
  expect,
  notifications,
  signInAsAdmin,
  signUpViaApi,
  skipOnboarding,
  test,
  uniqueEmail,
} from '../fixtures';

/** Rows written where the features write them; the admin read model's triggers pick them up. */
async function seedFeatureUse(userId: string): Promise<void> {
  const db = new pg.Client({ connectionString: E2E_DATABASE_URL });
  await db.connect();
  try {
    for (const persona of ['Socrates', 'Marie Curie', 'Ada Lovelace'])
      await db.query(`INSERT INTO "chats" ("userId", "persona") VALUES ($1, $2)`, [
        userId,
        persona,
      ]);
    for (const question of ['Why is the sky blue?', 'What is a prime?'])
      await db.query(`INSERT INTO "explore_questions" ("userId", "question") VALUES ($1, $2)`, [
        userId,
        question,
      ]);
  } finally {
    await db.end();
  }
}

/** The numbers computed straight from the tables, not through the admin API. */
async function expectedNumbers(): Promise<{ users: number; chats: number; questions: number }> {
  const db = new pg.Client({ connectionString: E2E_DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query(
      `SELECT (SELECT count(*) FROM "users")::int AS "users",
              (SELECT count(*) FROM "chats")::int AS "chats",
              (SELECT count(*) FROM "explore_questions")::int AS "questions"`,
    );
    return rows[0];
  } finally {
    await db.end();
  }
}

test('the admin sees the charts with the seeded numbers and new activity arrive live', async ({
  page,
}) => {
  await skipOnboarding(page);
  const learner = await signUpViaApi(page.context().request, { firstName: 'Hypatia' });
  await seedFeatureUse(learner.id);
  await page.context().clearCookies();
  await signInAsAdmin(page);
  const expected = await expectedNumbers();

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Analytics' })).toBeVisible();
  await expect(page.locator('.admin-live')).toHaveText(/Live/);

  const totalUsers = page.locator('.admin-stat', { hasText: 'Total Users' });
  await expect(totalUsers.locator('.ag-stat__value')).toHaveText(String(expected.users));
  const features = page.getByRole('figure', { name: 'Feature Usage' });
  await expect(features.locator('svg.ct-chart-bar')).toBeVisible();
  await expect(features.locator('[data-feature="chat"]')).toHaveText(
    `Chat Conversations ${expected.chats}`,
  );
  await expect(features.locator('[data-feature="questions"]')).toHaveText(
    `Questions Asked ${expected.questions}`,
  );
  const daily = page.getByRole('figure', { name: 'Daily Active Users' });
  await expect(daily.locator('svg.ct-chart-line')).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  await expect(daily.locator(`[data-date="${today}"] strong`)).not.toHaveText('0');

  // Another user, in another browser context, buys credits: the admin sees it without reloading.
  const other = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    const buyer = await signUpViaApi(other, { email: uniqueEmail('buyer'), firstName: 'Emmy' });
    const checkout = await other.post('/api/create-checkout-session', {
      data: { priceId: 'price_agora_value' },
    });
    expect(checkout.ok()).toBe(true);
    const { url } = (await checkout.json()) as { url: string };
    const paid = await other.post(`${url}/pay`, { maxRedirects: 0 });
    expect(paid.status()).toBe(303);
    const feed = page.locator('.ag-card', { hasText: 'Live Activity' });
    const item = feed.locator('[data-activity-type="purchase"]', { hasText: buyer.firstName });
    await expect(item).toBeVisible();
    await expect(item).toContainText('Bought credits');
    await expect(item).toContainText('€12.99');
  } finally {
    await other.dispose();
  }
});

test("a normal user at /admin sees 'Access Denied' and never downloads the admin remote", async ({
  page,
  user,
}) => {
  await skipOnboarding(page);
  const adminRemoteRequests: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/mfe/admin/')) adminRemoteRequests.push(req.url());
  });
  await page.goto('/admin');
  await expect(notifications(page).getByText('Access Denied')).toBeVisible();
  await expect(notifications(page).getByText('Admin access required')).toBeVisible();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
  await expect(page.getByRole('banner').getByRole('button', { name: user.email })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(adminRemoteRequests).toEqual([]);
});
