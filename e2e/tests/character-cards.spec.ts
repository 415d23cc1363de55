import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import * as pngText from 'png-chunk-text';
import encodeChunks from 'png-chunks-encode';
import extractChunks from 'png-chunks-extract';
import { expect, notifications, skipOnboarding, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
});

/** A description of about 2,800 characters in whole sentences, as long community cards have. */
function longDescription(): string {
  const sentences = ['Caroline Herschel swept the night sky for comets from her brother’s garden.'];
  for (let i = 1; sentences.join(' ').length < 2800; i++)
    sentences.push(
      `On night ${i} she logged nebulae by candlelight, reduced the positions by hand and wrote them into the catalogue.`,
    );
  return sentences.join(' ');
}

/**
 * A card PNG as another tool exports it: a real picture (Chromium's own PNG encoder, from a
 * screenshot) with the V2 card, base64 JSON, in a `chara` tEXt chunk before IEND.
 */
async function foreignCardPng(page: Page, card: object): Promise<string> {
  await page.setContent(
    '<div id="art" style="width:200px;height:300px;background:linear-gradient(#1d2b53,#c8902e)"></div>',
  );
  const picture = await page.locator('#art').screenshot();
  const chunks = extractChunks(picture);
  chunks.splice(
    -1,
    0,
    pngText.encode('chara', Buffer.from(JSON.stringify(card), 'utf8').toString('base64')),
  );
  const file = join(tmpdir(), `caroline-${Date.now().toString(36)}.png`);
  await writeFile(file, Buffer.from(encodeChunks(chunks)));
  return file;
}

test('imports a V2 PNG card from another tool and chats with it: greeting first, then an offline reply', async ({
  page,
  user,
}) => {
  const name = `Caroline ${Date.now().toString(36)}`;
  const description = longDescription();
  expect(description.length).toBeGreaterThanOrEqual(2800);
  const file = await foreignCardPng(page, {
    spec: 'chara_card_v2',
    spec_version: '2.0',
    name,
    description,
    data: {
      name,
      description,
      personality: '',
      scenario: 'An observatory in Slough, 1786.',
      first_mes: 'Good evening, {{user}}. The sky is clear tonight; shall we sweep for comets?',
      mes_example: '',
      creator_notes: '',
      system_prompt: '',
      post_history_instructions: '',
      alternate_greetings: [],
      tags: [],
      creator: 'another tool',
      character_version: '1',
      extensions: { talkativeness: '0.5' },
    },
  });

  await page.goto('/chats');
  await page.getByRole('button', { name: 'Manage Custom Mentors' }).click();
  const manager = page.getByRole('dialog', { name: 'Custom AI Mentors' });
  const imported = page.waitForResponse((res) =>
    res.url().endsWith('/api/custom-characters/import/file'),
  );
  await manager.getByTestId('import-card-input').setInputFiles(file);
  const answer = await imported;
  expect(answer.status()).toBe(201);
  const mentor = (await answer.json()) as {
    avatar: string;
    personality: string;
    background: string;
  };
  expect(mentor.background).toBe(description);
  expect(mentor.personality.length).toBeLessThanOrEqual(1000);
  expect(mentor.personality).toMatch(/\.$/);
  await expect(notifications(page).getByText('Character imported')).toBeVisible();

  const card = manager.locator('.mentor-card', { hasText: name });
  await expect(card.locator('img')).toHaveAttribute('src', mentor.avatar);
  // The card's picture is served and decodes (the screenshot is at the phone's pixel ratio).
  expect(
    await card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(200);
  await card.getByRole('button', { name: 'Select This Character' }).click();
  await page.getByRole('button', { name: 'Start Chat' }).click();

  const chat = page.getByRole('dialog', { name: 'Chat with Historical Figures' });
  await expect(chat.getByTestId('mentor-greeting')).toContainText(
    `Good evening, ${user.firstName}. The sky is clear tonight; shall we sweep for comets?`,
  );
  const reply = page.waitForResponse((res) => res.url().endsWith('/api/character-chat'));
  await chat.getByRole('textbox', { name: 'Your message' }).fill('How did you find comets?');
  await chat.getByRole('textbox', { name: 'Your message' }).press('Enter');
  const replied = await reply;
  expect(replied.status()).toBe(200);
  expect(await replied.json()).toMatchObject({ provider: 'offline' });
  await expect(chat.locator('.chat-message--assistant')).toHaveCount(2);
  await expect(chat.locator('.chat-message--assistant').last()).toContainText(name.split(' ')[0]!);

  // Export as PNG: the card's own picture with the card inside, which imports again.
  await chat.getByRole('button', { name: 'Manage' }).click();
  const fromChat = page.getByRole('dialog', { name: 'Custom AI Mentors' });
  const download = page.waitForEvent('download');
  await fromChat
    .locator('.mentor-card', { hasText: name })
    .getByRole('button', { name: 'Export PNG' })
    .click();
  const exported = await readFile((await (await download).path())!);
  const texts = Object.fromEntries(
    extractChunks(exported)
      .filter((c) => c.name === 'tEXt')
      .map((c) => pngText.decode(c.data))
      .map((t) => [t.keyword, t.text]),
  );
  const exportedCard = JSON.parse(Buffer.from(texts.chara!, 'base64').toString('utf8')) as {
    spec: string;
    data: { name: string; description: string; extensions: Record<string, unknown> };
  };
  expect(exportedCard).toMatchObject({
    spec: 'chara_card_v2',
    data: { name, description, extensions: { talkativeness: '0.5' } },
  });
  await fromChat.getByTestId('import-card-input').setInputFiles({
    name: 'exported.png',
    mimeType: 'image/png',
    buffer: exported,
  });
  await expect(fromChat.locator('.mentor-card', { hasText: name })).toHaveCount(2);
});

test('a card the app cannot read: the toast says why', async ({ page, user }) => {
  expect(user.id).toBeTruthy();
  await page.goto('/chats');
  await page.getByRole('button', { name: 'Manage Custom Mentors' }).click();
  const manager = page.getByRole('dialog', { name: 'Custom AI Mentors' });
  await manager.getByTestId('import-card-input').setInputFiles({
    name: 'future.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify({ spec: 'chara_card_v3', spec_version: '4.0', data: { name: 'Z' } }),
    ),
  });
  await expect(
    notifications(page).getByText(
      'Could not import this character card: spec_version 4.0 is not supported for chara_card_v3',
    ),
  ).toBeVisible();
});
