import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, notifications, skipOnboarding, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
});

/** Counts `ai-token` frames on the page's socket.io connections (the streamed reply). */
function countStreamedTokens(page: Page): { count: () => number } {
  let tokens = 0;
  page.on('websocket', (ws) =>
    ws.on(
      'framereceived',
      ({ payload }) => void (String(payload).includes('"ai-token"') && (tokens += 1)),
    ),
  );
  return { count: () => tokens };
}

test('chats with a figure from a feed post: streamed reply, voice, image, and a live shared link', async ({
  page,
  user,
  browser,
}) => {
  expect(user.credits).toBeGreaterThanOrEqual(8); // one reply (1) + voice (2) + image (5)
  const tokens = countStreamedTokens(page);
  const generated = page.waitForResponse(
    (res) => res.url().endsWith('/api/generate-posts') && res.ok(),
  );
  await page.goto('/feed?tab=historical');
  await generated;
  const card = page.getByTestId('post-card').first();
  const chatsCreated: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith('/api/chats')) chatsCreated.push(req.url());
  });
  await card.getByRole('button', { name: /^Chat with / }).click();

  const chat = page.getByRole('dialog', { name: 'Chat with Historical Figures' });
  await expect(chat).toBeVisible();
  await expect(chat.getByText(/^Start a conversation with /)).toBeVisible();
  // Opening the overlay creates no chat; the first message does.
  expect(chatsCreated).toEqual([]);
  const created = page.waitForResponse(
    (res) => res.url().endsWith('/api/chats') && res.request().method() === 'POST',
  );

  const input = chat.getByRole('textbox', { name: 'Your message' });
  await input.fill('What did you find most surprising in your work?');
  const reply = page.waitForResponse(
    (res) => res.url().endsWith('/api/character-chat') && res.ok(),
  );
  await input.press('Enter');
  await expect(chat.getByText('What did you find most surprising in your work?')).toBeVisible();
  expect((await created).ok()).toBe(true);
  const { response, claimKind } = (await (await reply).json()) as {
    response: string;
    claimKind?: string;
  };
  expect(response.length).toBeGreaterThan(0);
  expect(tokens.count()).toBeGreaterThan(1);
  const assistant = chat.locator('.chat-message--assistant').last();
  await expect(assistant.locator('.chat-markdown')).not.toBeEmpty();
  await expect(chat.getByText('2 messages')).toBeVisible();
  // How grounded the reply is: its claim-kind badge says what the server labelled it (the
  // figure is the first post's, so any of the three; an offline reply always carries a label).
  const badges: Record<string, string> = {
    documented: 'Documented fact',
    inference: 'Reasoned inference',
    'role-play': 'Role-play',
  };
  expect(Object.keys(badges)).toContain(claimKind);
  await expect(assistant.locator('.chat-honesty .ag-badge')).toHaveText(badges[claimKind!]!);

  const voice = page.waitForResponse((res) => res.url().endsWith('/api/character-chat/voice'));
  await assistant.getByRole('button', { name: /Voice/ }).click();
  expect((await voice).status()).toBe(200);
  await expect(assistant.getByRole('button', { name: /Play|Pause/ })).toBeVisible();

  const image = page.waitForResponse((res) => res.url().endsWith('/api/character-chat/image'));
  await assistant.getByRole('button', { name: /Image/ }).click();
  expect((await image).status()).toBe(200);
  await expect(assistant.getByRole('img', { name: /^Illustration by / })).toBeVisible();

  await chat.getByRole('button', { name: /Share/ }).click();
  const link = chat.getByTestId('share-link');
  await expect(link).toBeVisible();
  const shareUrl = (await link.getAttribute('href')) ?? '';
  expect(shareUrl).toMatch(/\/shared-chat\/[\w-]+$/);

  // A visitor in another browser context watches the shared chat live.
  const visitor = await browser.newContext();
  try {
    const viewer = await visitor.newPage();
    await viewer.addInitScript(() => localStorage.setItem('agora.onboardingComplete', 'true'));
    await viewer.goto(new URL(shareUrl).pathname);
    await expect(viewer.getByText('Connected (Real-time)')).toBeVisible();
    const messages = viewer.getByRole('list', { name: 'Messages' });
    await expect(
      viewer.getByRole('heading', { name: 'What did you find most surprising in your work?' }),
    ).toBeVisible();
    await expect(
      messages.getByText('What did you find most surprising in your work?'),
    ).toBeVisible();
    await expect(viewer.getByText('Sign in to join the conversation.')).toBeVisible();

    await input.fill('And what would you study today?');
    await input.press('Enter');
    await expect(messages.getByText('And what would you study today?')).toBeVisible();
    // …and the figure's streamed answer to it arrives live as well.
    await expect(messages.getByRole('listitem')).toHaveCount(4);
  } finally {
    await visitor.close();
  }
});

test('creates a custom mentor, chats with it, and exports then imports its card', async ({
  page,
  user,
}) => {
  expect(user.id).toBeTruthy();
  const name = `Professor Owl ${Date.now().toString(36)}`;
  await page.goto('/chats');
  await page.getByRole('button', { name: 'Manage Custom Mentors' }).click();
  const manager = page.getByRole('dialog', { name: 'Custom AI Mentors' });
  await manager.getByRole('button', { name: /Create New/ }).click();
  const create = manager.getByRole('button', { name: 'Create Character' });
  await expect(create).toBeDisabled();
  await manager.getByLabel('Name *').fill(name);
  await manager.getByLabel('Avatar (emoji or image URL)').fill('🦉');
  await manager.getByLabel('Specialty *').fill('Astronomy');
  await manager
    .getByLabel('Personality *')
    .fill('Patient and playful; loves analogies about the night sky.');
  await create.click();
  await expect(
    notifications(page).getByText('Custom character created successfully'),
  ).toBeVisible();

  const mentorCard = manager.locator('.mentor-card', { hasText: name });
  await expect(mentorCard.getByText('Private')).toBeVisible();
  await mentorCard.getByRole('button', { name: 'Select This Character' }).click();
  await page.getByRole('button', { name: 'Start Chat' }).click();

  const chat = page.getByRole('dialog', { name: 'Chat with Historical Figures' });
  await expect(chat.getByText(`Start a conversation with ${name}`)).toBeVisible();
  const reply = page.waitForResponse((res) => res.url().endsWith('/api/character-chat'));
  await chat.getByRole('textbox', { name: 'Your message' }).fill('Why do stars twinkle?');
  await chat.getByRole('textbox', { name: 'Your message' }).press('Enter');
  const answer = await reply;
  expect(answer.status()).toBe(200);
  expect(((await answer.request().postDataJSON()) as { persona: string }).persona).toMatch(
    /^custom-/,
  );
  await expect(chat.locator('.chat-message--assistant')).toHaveCount(1);
  await expect(chat.locator('.chat-message--assistant .ag-badge')).toHaveText('Role-play');

  await chat.getByRole('button', { name: 'Manage' }).click();
  const fromChat = page.getByRole('dialog', { name: 'Custom AI Mentors' });
  const download = page.waitForEvent('download');
  await fromChat
    .locator('.mentor-card', { hasText: name })
    .getByRole('button', { name: 'Export JSON' })
    .click();
  const file = await (await download).path();
  const card = JSON.parse(await readFile(file, 'utf8')) as {
    spec: string;
    data: { name: string; extensions: { agora: { specialty: string } } };
  };
  expect(card).toMatchObject({
    spec: 'chara_card_v2',
    data: { name, extensions: { agora: { specialty: 'Astronomy' } } },
  });

  await fromChat.getByTestId('import-card-input').setInputFiles(file);
  await expect(notifications(page).getByText('Character imported')).toBeVisible();
  await expect(fromChat.locator('.mentor-card', { hasText: name })).toHaveCount(2);
});
