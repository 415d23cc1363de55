import type { Page } from '@playwright/test';
import {
  E2E_BASE_URL,
  expect,
  notifications,
  signUpViaApi,
  skipOnboarding,
  test,
} from '../fixtures';
import { CHROMIUM_LAUNCH_OPTIONS } from '../support/chromium.mjs';

// Chromium's fake microphone: a recording needs no real device and no permission prompt.
test.use({
  launchOptions: {
    ...CHROMIUM_LAUNCH_OPTIONS,
    args: [
      ...CHROMIUM_LAUNCH_OPTIONS.args,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  },
  permissions: ['microphone'],
});

/** Buys the Mega pack (600 credits) through the built-in test checkout: groups need 500. */
async function buyMegaPack(page: Page): Promise<void> {
  const session = await page.request.post('/api/create-checkout-session', {
    data: { priceId: 'price_agora_mega' },
  });
  expect(session.ok()).toBe(true);
  const { url } = (await session.json()) as { url: string };
  const pay = await page.request.post(`${new URL(url, E2E_BASE_URL).pathname}/pay`, {
    maxRedirects: 0,
  });
  expect(pay.status()).toBe(303);
  const sessionId = new URL(url, E2E_BASE_URL).pathname.split('/').pop();
  await page.request.get(`/api/process-credit-purchase?session_id=${sessionId}`);
}

/** Counts streamed figure tokens on a page's socket.io connections. */
function countGroupTokens(page: Page): { count: () => number } {
  let tokens = 0;
  page.on('websocket', (ws) =>
    ws.on(
      'framereceived',
      ({ payload }) => void (String(payload).includes('"group-token"') && (tokens += 1)),
    ),
  );
  return { count: () => tokens };
}

test('two learners in a study group: join by link, live messages, a streamed figure, a voice message', async ({
  page,
  user,
  browser,
}) => {
  await skipOnboarding(page);
  await buyMegaPack(page);
  const tokensA = countGroupTokens(page);

  // A creates the group from the Study Groups tab.
  await page.goto('/chats?tab=groups');
  await expect(page.getByText('No study groups yet')).toBeVisible();
  await page.getByRole('button', { name: 'New Group' }).click();
  await page.getByLabel('Name').fill('  Physics circle  ');
  await page.getByRole('button', { name: 'Create Group' }).click();
  await expect(notifications(page).getByText('Group chat created')).toBeVisible();
  await page.getByRole('link', { name: /Physics circle/ }).click();
  await expect(page).toHaveURL(/\/chats\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Physics circle' })).toBeVisible();
  const groups = (await (await page.request.get('/api/group-chats')).json()) as {
    id: string;
    shareId: string;
    createdBy: string;
  }[];
  expect(groups[0]!.createdBy).toBe(user.id);

  // B opens the share link in another browser, signs up and is joined automatically.
  const other = await browser.newContext({ baseURL: E2E_BASE_URL, permissions: ['microphone'] });
  try {
    const pageB = await other.newPage();
    await skipOnboarding(pageB);
    const tokensB = countGroupTokens(pageB);
    await signUpViaApi(pageB, { firstName: 'Grace' });
    // Every group route, joining too, needs 500 credits.
    await buyMegaPack(pageB);
    await pageB.goto(`/join/${groups[0]!.shareId}`);
    await expect(notifications(pageB).getByText('Welcome! 🎉')).toBeVisible();
    await expect(pageB).toHaveURL(new RegExp(`/chats/${groups[0]!.id}$`));

    // B writes; A sees it without reloading.
    const inputB = pageB.getByRole('textbox', { name: 'Your message' });
    await inputB.fill('Hello from Grace');
    await inputB.press('Enter');
    await expect(page.getByText('Hello from Grace')).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: '2 members' }).click();
    await expect(page.getByRole('dialog', { name: 'Members' }).getByText('Admin')).toBeVisible();
    await page.keyboard.press('Escape');

    // A mentions a figure; both see its answer stream in.
    await page.getByRole('button', { name: 'Mention a historical figure' }).click();
    await page.getByPlaceholder('Search figures').fill('socr');
    await page.getByRole('option', { name: /Socrates/ }).click();
    const inputA = page.getByRole('textbox', { name: 'Your message' });
    await inputA.fill('What is virtue?');
    await inputA.press('Enter');
    for (const p of [page, pageB])
      await expect(
        p.locator('.group-message--figure:not(.group-message--draft)', { hasText: 'Socrates' }),
      ).toBeVisible({ timeout: 30_000 });
    expect(tokensA.count()).toBeGreaterThan(1);
    expect(tokensB.count()).toBeGreaterThan(1);

    // B records a voice message with the fake microphone; A plays it.
    const sent = pageB.waitForResponse((r) => r.url().endsWith('/voice') && r.status() === 201);
    await pageB.getByRole('button', { name: 'Record a voice message' }).click();
    await expect(pageB.getByText(/^Recording… [1-9]s$/)).toBeVisible();
    await pageB.getByRole('button', { name: 'Stop and send' }).first().click();
    const voice = (await (await sent).json()) as { attachments: { url: string }[] };
    const audio = await page.request.get(voice.attachments[0]!.url);
    expect(audio.headers()['content-type']).toMatch(/^audio\/(webm|ogg)/);
    const play = page.getByRole('button', { name: /Voice message$/ });
    await expect(play).toBeVisible();
    await play.click();
    await expect(page.getByRole('button', { name: /Pause$/ })).toBeVisible();
  } finally {
    await other.close();
  }
});
