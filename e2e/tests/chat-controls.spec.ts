import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, signUpViaApi, skipOnboarding, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
});

/** Opens the mentor chat overlay from the chats hub with the first catalogue figure. */
async function openChat(page: Page): Promise<Locator> {
  await page.goto('/chats');
  const picker = page.getByLabel('Choose a mentor');
  await picker.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Start Chat' }).click();
  const chat = page.getByRole('dialog', { name: 'Chat with Historical Figures' });
  await expect(chat.getByText(/^Start a conversation with /)).toBeVisible();
  return chat;
}

async function ask(page: Page, chat: Locator, text: string): Promise<void> {
  const input = chat.getByRole('textbox', { name: 'Your message' });
  await input.fill(text);
  await input.press('Enter');
  await expect(chat.getByText(text)).toBeVisible();
}

test('stops a streaming reply with Escape, keeps what was said, then regenerates it', async ({
  page,
  user,
}) => {
  expect(user.credits).toBeGreaterThanOrEqual(2);
  const chat = await openChat(page);
  const reply = page.waitForResponse((res) => res.url().endsWith('/api/character-chat'));
  await ask(page, chat, 'Tell me everything about your greatest work, in detail.');
  const answer = chat.locator('.chat-message--assistant').last();
  await expect(answer.locator('.chat-markdown')).not.toBeEmpty();
  await expect(chat.getByRole('button', { name: /Stop/ })).toBeVisible();
  const stop = page.waitForResponse((res) => res.url().endsWith('/api/character-chat/stop'));
  await page.keyboard.press('Escape');
  expect(await (await stop).json()).toEqual({ stopped: true });
  const stopped = (await (await reply).json()) as { response: string; stopped: boolean };
  expect(stopped.stopped).toBe(true);
  await expect(chat).toBeVisible();
  await expect(answer.getByText('Stopped — the reply ends here.')).toBeVisible();
  const said = (await answer.locator('.chat-markdown').innerText()).trim();
  expect(said.length).toBeGreaterThan(0);
  expect(stopped.response).toContain(said.split(/\s+/)[0]);

  const regenerated = page.waitForResponse((res) => res.url().includes('/regenerate'));
  await answer.getByRole('button', { name: /Regenerate/ }).click();
  const fresh = (await (await regenerated).json()) as { reply: { content: string } };
  await expect(chat.locator('.chat-message--assistant')).toHaveCount(1);
  await expect(chat.getByText('Stopped — the reply ends here.')).toHaveCount(0);
  await expect(chat.locator('.chat-message--assistant .chat-markdown')).toContainText(
    fresh.reply.content.split(/\s+/).slice(0, 3).join(' '),
  );
  await expect(chat.getByText('2 messages')).toBeVisible();
});

test.describe('before the live connection is up', () => {
  // The service worker precaches the realtime client and would serve it past the route below.
  test.use({ serviceWorkers: 'block' });

  test('a question asked then still streams', async ({ page, user }) => {
    expect(user.credits).toBeGreaterThanOrEqual(1);
    // Hold back the realtime client's code (it loads on first use) until the learner has asked.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    await page.route('**/static/js/async/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('engine.io')) {
        held = true;
        await released;
      }
      await route.fulfill({ response, body });
    });
    const chat = await openChat(page);
    await expect.poll(() => held).toBe(true);
    const request = page.waitForRequest((req) => req.url().endsWith('/api/character-chat'));
    await ask(page, chat, 'Tell me everything about your greatest work, in detail.');
    release();
    expect((await request).postDataJSON()).toMatchObject({ streamId: expect.any(String) });
    await expect(chat.getByRole('button', { name: /Stop/ })).toBeVisible();
    const answer = chat.locator('.chat-message--assistant').last();
    await expect(answer.locator('.chat-markdown')).not.toBeEmpty();
  });
});

test('renames a chat, finds it by title and by content, and exports it as Markdown and JSON', async ({
  page,
  user,
}) => {
  expect(user.id).toBeTruthy();
  const chat = await openChat(page);
  const word = `zeppelin${Date.now().toString(36)}`;
  await ask(page, chat, `Could a ${word} cross the ocean?`);
  await expect(chat.locator('.chat-message--assistant .chat-message__actions')).toBeVisible({
    timeout: 30_000,
  });

  await chat.getByRole('button', { name: /Chat history/ }).click();
  const history = chat.getByRole('navigation', { name: 'Chat history' });
  await history
    .getByRole('button', { name: /^Actions for / })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const title = history.getByRole('textbox', { name: 'Chat title' });
  await title.fill(`Airships ${word}`);
  await history.getByRole('button', { name: 'Save' }).click();
  await expect(history.getByText(`Airships ${word}`)).toBeVisible();

  const search = history.getByRole('searchbox', { name: /Search chats/ });
  await search.fill('airships');
  await expect(
    history.getByRole('button', { name: new RegExp(`^Airships ${word}`) }),
  ).toBeVisible();
  await search.fill(`${word} cross`);
  await expect(history.getByText(new RegExp(`${word} cross the ocean`))).toBeVisible();
  await search.fill('no-such-words-anywhere');
  await expect(history.getByText('No chat matches your search')).toBeVisible();
  await search.fill('');

  for (const [item, extension] of [
    ['Export as Markdown', '.md'],
    ['Export as JSON', '.json'],
  ] as const) {
    await history.getByRole('button', { name: `Actions for Airships ${word}` }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: item }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^airships-${word}-.+\\${extension}$`));
    const text = await readFile((await file.path())!, 'utf8');
    expect(text).toContain(`Could a ${word} cross the ocean?`);
    if (extension === '.json')
      expect(JSON.parse(text)).toMatchObject({ format: 'agora-chat', title: `Airships ${word}` });
  }
});

test('owner and visitor of a shared chat see each other’s messages live', async ({
  page,
  user,
  browser,
}) => {
  expect(user.id).toBeTruthy();
  const chat = await openChat(page);
  await ask(page, chat, 'What is the shape of the Earth?');
  await expect(chat.locator('.chat-message--assistant .chat-message__actions')).toBeVisible({
    timeout: 30_000,
  });
  await chat.getByRole('button', { name: /Share/ }).click();
  const shareUrl = (await chat.getByTestId('share-link').getAttribute('href')) ?? '';
  expect(shareUrl).toMatch(/\/shared-chat\/[\w-]+$/);

  const other = await browser.newContext();
  try {
    const viewer = await other.newPage();
    await skipOnboarding(viewer);
    await signUpViaApi(viewer, { firstName: 'Meno' });
    await viewer.goto(new URL(shareUrl).pathname);
    await expect(viewer.getByText('Connected (Real-time)')).toBeVisible();
    const messages = viewer.getByRole('list', { name: 'Messages' });

    const box = viewer.getByRole('textbox', { name: 'Your message' });
    await box.fill('Hello from the visitor!');
    await box.press('Enter');
    await expect(messages.getByText('Hello from the visitor!')).toBeVisible();
    // The owner's open overlay shows it without reloading…
    await expect(chat.getByText('Hello from the visitor!')).toBeVisible();
    await expect(chat.getByText('Hello from the visitor!')).toHaveCount(1);

    // …and the visitor sees the owner's next message live.
    await ask(page, chat, 'Welcome, visitor.');
    await expect(messages.getByText('Welcome, visitor.')).toBeVisible();
    await expect(chat.getByText('Welcome, visitor.')).toHaveCount(1);
  } finally {
    await other.close();
  }
});

test('/chats?tab=groups opens the Study Groups tab', async ({ page, user }) => {
  expect(user.id).toBeTruthy();
  await page.goto('/chats?tab=groups');
  await expect(page.getByRole('tab', { name: 'Study Groups' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('on a phone the composer is docked at the bottom and the history fills the panel', async ({
  page,
  user,
}) => {
  expect(user.id).toBeTruthy();
  const chat = await openChat(page);
  const viewport = page.viewportSize()!;
  const composer = await chat.locator('.chat-composer').boundingBox();
  expect(composer!.y + composer!.height).toBeGreaterThan(viewport.height - 140);
  await chat.getByRole('button', { name: /Chat history/ }).click();
  const history = await chat.getByRole('navigation', { name: 'Chat history' }).boundingBox();
  expect(history!.height).toBeGreaterThan(viewport.height / 3);
  await expect(chat.getByText(/^Start a conversation with /)).toBeHidden();
});
