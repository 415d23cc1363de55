import type { Page } from '@playwright/test';
import { expect, skipOnboarding, test } from '../fixtures';

/** The generated feed has replaced the five built-in samples (their ids start with "sample-"). */
async function openHistoricalFeed(page: Page) {
  const generated = page.waitForResponse(
    (res) => res.url().endsWith('/api/generate-posts') && res.ok(),
  );
  await page.goto('/feed?tab=historical');
  await generated;
  const cards = page.getByTestId('post-card');
  await expect(cards.first()).toBeVisible();
  return cards;
}

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
});

test('opens the explore feed, digs into a post, replies, and a figure answers', async ({
  page,
  user,
}) => {
  expect(user.id).toBeTruthy();
  const cards = await openHistoricalFeed(page);
  await expect(cards).toHaveCount(15);
  const author = (await cards.first().locator('strong').first().textContent()) ?? '';

  await cards.first().getByRole('button', { name: 'Explore' }).click();
  const thread = page.getByRole('region', { name: 'Rabbit hole' });
  await expect(thread).toBeVisible();
  await expect(thread.getByText('Setting up thread...')).toBeHidden();
  await expect(thread.getByTestId('post-card').nth(1)).toBeVisible();

  const reply = thread.getByRole('textbox', { name: 'Your reply' });
  await reply.fill('What surprised you most about this?');
  await expect(thread.getByTestId('reply-counter')).toHaveText('35/500');
  await reply.press('Enter');

  // The user's post under their first name, then the figures' answers addressed to them (which
  // may quote the question, so the learner's own post is found as theirs).
  await expect(thread.getByText(`Posting as ${user.firstName}`)).toBeVisible();
  const ownPost = thread.getByRole('article', { name: `Post by ${user.firstName}`, exact: true });
  await expect(
    ownPost.getByText('What surprised you most about this?', { exact: true }),
  ).toBeVisible();
  const answers = thread
    .getByTestId('post-card')
    .filter({ hasText: `Replying to ${user.firstName}` });
  await expect(answers.first()).toBeVisible();
  await expect(thread.getByText(author).first()).toBeVisible();
});

test("asks a question and sees 'You asked:' with posts about it", async ({ page, user }) => {
  expect(user.email).toBeTruthy();
  await page.goto('/ask');
  await page
    .getByRole('textbox', { name: 'What do you want to learn about?' })
    .fill('How do volcanoes form?');
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(page.getByText('You asked:')).toBeVisible();
  await expect(page.getByText('How do volcanoes form?')).toBeVisible();
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  await page.getByRole('button', { name: 'Ask another question' }).click();
  await expect(page.getByRole('textbox', { name: 'What do you want to learn about?' })).toHaveValue(
    '',
  );
});

test('picks two topics and generates a custom feed', async ({ page, user }) => {
  expect(user.id).toBeTruthy();
  await page.goto('/feed?tab=topics');
  await expect(page.getByRole('button', { name: 'Generate Custom Feed' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Space & Astronomy' }).click();
  await page.getByRole('textbox', { name: 'Add a topic' }).fill('volcanoes');
  await page.getByRole('textbox', { name: 'Add a topic' }).press('Enter');
  const chips = page.getByRole('list', { name: 'Selected topics' }).getByRole('listitem');
  await expect(chips).toHaveCount(2);
  // 'Volcanoes' is the topic already chosen, whatever its case.
  await page.getByRole('textbox', { name: 'Add a topic' }).fill('Volcanoes');
  await page.getByRole('textbox', { name: 'Add a topic' }).press('Enter');
  await expect(chips).toHaveCount(2);

  const generated = page.waitForResponse((res) => res.url().endsWith('/api/generate-custom-posts'));
  await page.getByRole('button', { name: 'Generate Custom Feed' }).click();
  const response = await generated;
  expect(response.status()).toBe(200);
  expect((await response.json()).posts.length).toBeGreaterThan(0);
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Topics Feed');
});

test("tapping a post's text opens its rabbit hole; back shows the same feed", async ({
  page,
  user,
}) => {
  expect(user.id).toBeTruthy();
  const cards = await openHistoricalFeed(page);
  await expect(cards).toHaveCount(15);
  const text = (await cards.nth(2).locator('.feed-post__content').textContent()) ?? '';
  await cards.nth(2).getByText(text).click();

  const thread = page.getByRole('region', { name: 'Rabbit hole' });
  await expect(thread).toBeVisible();
  await expect(thread.getByTestId('post-card').first()).toContainText(text);
  await thread.getByRole('button', { name: 'Back to main feed' }).click();
  await expect(thread).toBeHidden();
  await expect(page.getByTestId('post-card').nth(2)).toContainText(text);
  await expect(page.getByTestId('post-card')).toHaveCount(15);

  // The bottom navigation's labels stay on one line ('Ask Anything' does not wrap).
  const ask = page.getByRole('navigation', { name: 'Main navigation' }).getByText('Ask Anything');
  const fontSize = await ask.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect((await ask.boundingBox())?.height ?? Infinity).toBeLessThan(fontSize * 2);
});

test('a thread lives in the address: Back returns to the same place, Forward and reload reopen it, a tab closes it', async ({
  page,
  user,
}) => {
  expect(user.id).toBeTruthy();
  const cards = await openHistoricalFeed(page);
  await expect(cards).toHaveCount(15);
  await cards.nth(8).scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await cards.nth(8).getByRole('button', { name: 'Explore' }).click();

  const thread = page.getByRole('region', { name: 'Rabbit hole' });
  await expect(thread).toBeVisible();
  await expect(page).toHaveURL(/\/feed\?tab=historical#\/rabbit-hole\/[0-9a-f-]{36}$/);
  const link = page.url();
  // The feed and its + are gone from under the thread: Post is the button under the finger.
  await expect(page.getByRole('navigation', { name: 'Explore views' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Generate more posts', exact: true })).toHaveCount(
    0,
  );
  await thread.getByRole('textbox', { name: 'Your reply' }).fill('Why?');
  const post = thread.getByRole('button', { name: 'Post', exact: true });
  const box = (await post.boundingBox())!;
  expect(
    await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent,
      [box.x + box.width / 2, box.y + box.height / 2],
    ),
  ).toBe('Post');

  await page.goBack();
  await expect(thread).toBeHidden();
  await expect(page).toHaveURL(/\/feed\?tab=historical$/);
  await expect(cards).toHaveCount(15);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);

  await page.goForward();
  await expect(thread).toBeVisible();
  await page.reload();
  await expect(thread).toBeVisible();
  expect(page.url()).toBe(link);
  await expect(thread.getByRole('textbox', { name: 'Your reply' })).toBeVisible();

  await page.getByRole('tab', { name: 'Topics' }).click();
  await expect(thread).toBeHidden();
  await expect(page.getByText('Choose your topics')).toBeVisible();
  await expect(page).toHaveURL(/\/feed\?tab=topics$/);
});

test('likes a post and finds it in Liked Posts', async ({ page, user }) => {
  expect(user.id).toBeTruthy();
  const cards = await openHistoricalFeed(page);
  const first = cards.first();
  const content = (await first.locator('.feed-post__content').textContent())?.trim() ?? '';
  const liked = page.waitForResponse((res) => /\/api\/posts\/.+\/like$/.test(res.url()));
  await first.getByRole('button', { name: 'Like', exact: true }).click();
  expect(await (await liked).json()).toEqual({ liked: true });
  await expect(first.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/likes');
  await expect(page.getByRole('heading', { name: 'Liked Posts' })).toBeVisible();
  await expect(
    page.getByTestId('reacted-post').filter({ hasText: content.slice(0, 60) }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Unlike', exact: true }).click();
  await expect(page.getByText('No liked posts yet')).toBeVisible();
});

test('a visitor opens a shared rabbit-hole link and reads the thread without a composer', async ({
  page,
  request,
}) => {
  const original = {
    id: 'shared-1',
    author: 'Ada Lovelace',
    content: 'The Analytical Engine weaves algebraic patterns.',
    topic: 'Science & Technology',
  };
  const created = await request.post('/api/rabbit-holes', {
    data: {
      originalPostId: original.id,
      originalPost: original,
      threadPosts: [],
      language: 'English',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const thread = await request.post('/api/generate-rabbit-hole', {
    data: { originalPost: original, rabbitHoleId: id },
  });
  expect(thread.ok()).toBe(true);

  await page.goto(`/#/rabbit-hole/${id}`);
  const view = page.getByRole('region', { name: 'Rabbit hole' });
  await expect(view.getByText(original.content)).toBeVisible();
  await expect(view.getByTestId('post-card')).toHaveCount(
    1 + ((await thread.json()) as { posts: unknown[] }).posts.length,
  );
  await expect(view.getByRole('textbox', { name: 'Your reply' })).toHaveCount(0);
  await expect(view.getByText('You are reading a shared thread.')).toBeVisible();
});
