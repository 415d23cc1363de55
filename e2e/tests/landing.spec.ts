import { request as playwrightRequest, type Locator, type Page } from '@playwright/test';
import { E2E_BASE_URL, expect, signUpViaApi, test } from '../fixtures';

const QUESTION = 'Why did the Church object to what your telescope showed?';

/** Activity a real learner leaves behind: a shared chat with a figure (counted, never shown) and a liked explore post. */
async function seedActivity(): Promise<{ likedContent: string }> {
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    await signUpViaApi(api, { firstName: 'Seeder' });
    const chat = await (
      await api.post('/api/chats', { data: { persona: 'Galileo Galilei' } })
    ).json();
    const asked = await api.post(`/api/chats/${chat.id}/messages`, {
      data: { role: 'user', content: QUESTION },
    });
    expect(asked.ok()).toBe(true);
    // The figure's answer comes from the server (the offline engine here), as in a real chat.
    const reply = await api.post('/api/character-chat', {
      data: { persona: 'Galileo Galilei', message: QUESTION, chatId: chat.id },
    });
    expect(reply.ok()).toBe(true);
    const shared = await api.patch(`/api/chats/${chat.id}/share`, { data: { isPublic: true } });
    expect(shared.ok()).toBe(true);

    const feed = await (await api.post('/api/generate-posts', { data: { count: 3 } })).json();
    const liked = feed.posts[0] as { id: string; content: string };
    expect((await api.post(`/api/posts/${liked.id}/like`, { data: {} })).ok()).toBe(true);
    return { likedContent: liked.content };
  } finally {
    await api.dispose();
  }
}

/**
 * Console errors of the page, all of them: a visitor's browser carries no session hint, so the
 * shell does not even ask `/api/auth/user` (whose 401 Chromium would log as an error).
 */
function consoleErrorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The demo's pace (one step every 4 s); the page runs on Playwright's clock, so no test waits it out. */
const DEMO_STEP_MS = 4_000;

/** Moves the page's clock through one demo step, checking that the step does not come early. */
async function nextStep(panel: Locator, shown: number): Promise<void> {
  const items = panel.getByRole('listitem');
  await expect(items).toHaveCount(shown);
  await panel.page().clock.runFor(DEMO_STEP_MS - 100);
  await expect(items).toHaveCount(shown);
  await panel.page().clock.runFor(100);
  await expect(items).toHaveCount(shown + 1);
}

/** Plays the open demo to its last step, checks the finished state, then resets it. */
async function playToCompletion(panel: Locator, steps: number): Promise<void> {
  const play = panel.getByRole('button', { name: 'Play demo' });
  await play.click();
  await expect(panel.getByRole('button', { name: 'Playing...' })).toBeDisabled();
  for (let shown = 1; shown < steps; shown++) await nextStep(panel, shown);
  await panel.page().clock.runFor(DEMO_STEP_MS);
  await expect(panel.getByRole('listitem')).toHaveCount(steps);
  await expect(play).toBeDisabled();
  await panel.getByRole('button', { name: 'Reset' }).click();
  await expect(panel.getByRole('listitem')).toHaveCount(0);
  await expect(play).toBeEnabled();
  await expect(panel.getByRole('button', { name: 'Reset' })).toHaveCount(0);
}

test("a visitor's landing shows the community's real numbers and best-liked post, and never a learner's chat", async ({
  page,
}) => {
  const { likedContent } = await seedActivity();
  const errors = consoleErrorsOf(page);

  const signInChecks: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/auth/user')) signInChecks.push(req.url());
  });
  await page.clock.install();
  await page.goto('/');
  const today = page.locator('section', {
    has: page.getByRole('heading', { name: 'Our community today' }),
  });
  for (const label of ['learners', 'active this week', 'posts', 'conversations']) {
    const value = today
      .locator('div', { has: page.getByText(label, { exact: true }) })
      .locator('dd');
    await expect(value).toHaveText(/^[1-9][\d,]*$/);
  }

  const demos = page.locator('section', {
    has: page.getByRole('heading', { name: 'See it in action' }),
  });
  const panel = demos.getByRole('tabpanel');
  // From here the page's time moves only when the test moves it.
  await page.clock.pauseAt(Date.now() + 1_000);

  await playToCompletion(panel, 4); // the curated chat: two exchanges with Marie Curie
  await panel.getByRole('button', { name: 'Play demo' }).click();
  await expect(panel.getByText(/^How can radium glow in the dark/)).toBeVisible();
  for (let shown = 1; shown < 4; shown++) await nextStep(panel, shown);
  await expect(panel.getByRole('listitem').nth(1)).toContainText('Marie Curie');
  // The seeded chat was shared by link, not with every visitor: it is counted above, never shown.
  await expect(panel).not.toContainText(QUESTION);
  await panel.getByRole('button', { name: 'Reset' }).click();

  await demos.getByRole('tab', { name: 'Home feed' }).click();
  await playToCompletion(panel, 3);
  await panel.getByRole('button', { name: 'Play demo' }).click();
  await expect(panel.getByRole('listitem').first()).toContainText(
    likedContent.trim().replace(/\s+/g, ' ').slice(0, 60),
  );
  // Reset is offered once the demo has finished.
  for (let shown = 1; shown < 3; shown++) await nextStep(panel, shown);
  await panel.getByRole('button', { name: 'Reset' }).click();

  await demos.getByRole('tab', { name: 'Study group' }).click();
  await playToCompletion(panel, 4);

  expect(errors).toEqual([]);
  expect(signInChecks).toEqual([]);
});
