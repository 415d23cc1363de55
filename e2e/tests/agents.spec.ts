import { expect, notifications, skipOnboarding, test } from '../fixtures';

// The e2e server has no AI keys: the agents work offline, from the knowledge base.

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
});

test('launches an agent feed, watches its stages, filters by confidence, and generates more', async ({
  page,
  user,
}) => {
  await page.goto('/agents');
  await expect(page.getByRole('heading', { name: 'AI Agent Feed' })).toBeVisible();

  await page.getByRole('button', { name: 'Launch Agent Feed' }).click();
  await expect(
    notifications(page).getByText('Please enter a topic for the AI agents to explore'),
  ).toBeVisible();

  // Every status the overlay shows, in order, as the browser rendered it.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { agentStages: string[] }).agentStages = seen;
    new MutationObserver(() => {
      const status = document.querySelector('[data-stage]');
      const stage = status?.getAttribute('data-stage');
      if (stage && status?.getAttribute('data-live') === 'true' && seen.at(-1) !== stage)
        seen.push(stage);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  // Hold the answer so the overlay can be watched walking through the stages the socket reported
  // (each shown at least 250 ms) before the answer ends it.
  let answered = false;
  await page.route('**/api/agent-feed/generate', async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 4000));
    answered = true;
    await route.fulfill({ response });
  });

  await page.getByLabel('Topic').fill('electricity and magnetism');
  await page.getByLabel('Agents: 5').fill('4');
  await page.getByRole('button', { name: 'Launch Agent Feed' }).click();

  const overlay = page.getByRole('dialog', { name: 'Your agents are at work' });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole('status')).toHaveText('Finalizing your feed... 95%');
  expect(answered).toBe(false);
  await expect(overlay.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(overlay).toBeHidden();
  const stages = await page.evaluate(
    () => (window as unknown as { agentStages: string[] }).agentStages,
  );
  const order = ['preparing-personas', 'researching', 'generating', 'evaluating', 'finalizing'];
  // Each stage the server reported was shown, in order (the socket drove the bar, not the fallback).
  expect(stages).toEqual(order);
  await expect(notifications(page).getByText('Agent Feed Generated!')).toBeVisible();

  // The minimum-confidence filter (0.5 by default) over the 4 posts.
  await expect(page.getByText(/ of 4 posts$/)).toBeVisible();
  const filter = page.getByLabel(/^Minimum confidence/);
  await filter.fill('0');
  await expect(page.getByText('4 of 4 posts')).toBeVisible();
  const posts = page.getByRole('article');
  await expect(posts).toHaveCount(4);
  await expect(posts.first().getByText('Sources', { exact: true })).toBeVisible();
  // Offline sources read as citations (figure, opening words, work or role-play), never entry ids.
  const cite = posts.first().locator('cite').first();
  await expect(cite).toContainText('“');
  await expect(cite).not.toContainText('Agora knowledge base');
  await filter.fill('1');
  await expect(posts).toHaveCount(0);
  await expect(
    page.getByText('No post reaches this confidence. Lower the minimum to see more.'),
  ).toBeVisible();
  await filter.fill('0');

  await posts.first().getByRole('button', { name: /Like/ }).click();
  await expect(posts.first().getByRole('button', { name: /Like/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.unroute('**/api/agent-feed/generate');
  await page.getByRole('button', { name: 'Generate More' }).click();
  await expect(page.getByText(/^\d+ of 8 posts$/)).toBeVisible();
  await expect(posts).toHaveCount(8);
  const texts = await posts.locator('p').allTextContents();
  expect(new Set(texts).size).toBe(texts.length);

  await page.reload();
  await expect(page.getByText(/ of 8 posts$/)).toBeVisible();
  expect(user.credits).toBe(50);
  await expect(page.locator('header a[href="/credits"]')).toContainText('40');
});
