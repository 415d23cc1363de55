import { expect, skipOnboarding, test } from '../fixtures';

// page.route below slows the feed reads; once the service worker controls the page it would fetch
// them itself, out of page.route's sight.
test.use({ serviceWorkers: 'block' });

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
});

test('posts, sees the AI working, gets figure replies without a reload, comments, clears the feed', async ({
  page,
  user,
}) => {
  expect(user.firstName).toBeTruthy();
  // A slow network for feed reads: the worker answers in a fraction of a second, and the
  // 'AI working' state must be seen before its replies land.
  await page.route('**/api/home-feed', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Home Feed' })).toBeVisible();
  // Set once; a reload would lose it.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  const question = `How do magnets attract iron? (${Date.now().toString(36)})`;
  await page.getByLabel('Share a thought').fill(question);
  await expect(page.getByText(`${280 - question.length} characters remaining`)).toBeVisible();
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('AI working on replies…')).toBeVisible();

  const mine = page.getByTestId('home-post').filter({ hasText: question });
  await expect(mine).toBeVisible();
  const firstReply = mine.getByTestId('home-reply').first();
  await expect(firstReply).toBeVisible({ timeout: 20_000 });
  await expect(firstReply).toContainText(`@${user.firstName}`);
  await expect(page.getByText('AI working on replies…')).toBeHidden();
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);

  await mine
    .getByRole('button', { name: /^Comment/ })
    .first()
    .click();
  const box = mine.getByRole('textbox', { name: 'Your comment' });
  await box.fill('Does heat change that?');
  await box.press('Enter');
  // The learner's comment; the figure's answer nested in it quotes the same words, so take the outer one.
  const comment = mine
    .getByTestId('home-reply')
    .filter({ hasText: 'Does heat change that?' })
    .first();
  await expect(comment).toBeVisible();
  await expect(comment.getByTestId('home-reply').first()).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);

  await page.getByRole('button', { name: 'Clear feed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clear your feed?' });
  await expect(
    dialog.getByText(
      'This will hide all posts from your current view. You can start fresh by creating a new post.',
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Clear Feed' }).click();
  await expect(page.getByText('Feed cleared. Create a new post to start fresh!')).toBeVisible();
  await expect(mine).toBeHidden();
});

test('the feed selector’s Home tab shows the Home Feed', async ({ page, user }) => {
  expect(user.id).toBeTruthy();
  await page.goto('/feed?tab=home');
  await expect(page.getByRole('heading', { name: 'Home Feed' })).toBeVisible();
  await expect(page.getByLabel('Share a thought')).toBeVisible();
});
