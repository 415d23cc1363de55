import { randomUUID } from 'node:crypto';
import type { Type } from '@nestjs/common';
import {
  AiAccountingService,
  type AiContext,
  type AiFeature,
  type AiRequester,
  AiService,
  aiContextOf,
} from '../../src/ai';
import type { FakeAiServer } from './fake-ai-server';
import { fakeAnthropic } from './fake-anthropic';
import { fakeOpenAi } from './fake-openai';
import { lateBound } from './late-bound';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

/** Generated posts as a provider answers them (one documented post by Ada Lovelace). */
export const POSTS = JSON.stringify({
  posts: [
    {
      author: 'Ada Lovelace',
      content: 'Note G computes Bernoulli numbers.',
      topic: 'programming',
      sources: ['Notes on the Analytical Engine (1843)'],
      claimKind: 'documented',
    },
  ],
});

/** A row of `ai_calls` as PostgreSQL returns it, read freely by tests. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw query rows
export type AiCallRow = any;

export interface AiTestApp {
  t: TestApp;
  ai: AiService;
  /** Local servers speaking the OpenAI and Anthropic wire protocols. */
  openai: FakeAiServer;
  anthropic: FakeAiServer;
  /** A user row the AI calls are recorded against. */
  userId: string;
  /** The AiContext of `userId` asking in English for `feature` (explore), with `choice` on top. */
  ctx(feature?: AiFeature, choice?: AiRequester): AiContext;
  /** Every recorded row of `ai_calls`, oldest first. */
  calls(): Promise<AiCallRow[]>;
  /** Spend written straight into ai_calls (as another instance would), seen at once. */
  spendOnAnotherInstance(usd: number): Promise<void>;
}

/**
 * The app with the AI layer wired to fake OpenAI (server key) and Anthropic (no server key)
 * servers and a 0.01 USD daily budget, for the enclosing `describe`. Each test starts with an empty
 * `ai_calls` table and no cached spend.
 */
export function useAiTestApp(
  options: { modules?: Type[]; plugins?: TestAppOptions['plugins'] } = {},
): AiTestApp {
  const openai = fakeOpenAi();
  const anthropic = fakeAnthropic();
  const userId = randomUUID();
  let booted: TestApp | undefined;

  beforeAll(async () => {
    const [openaiUrl, anthropicUrl] = await Promise.all([openai.start(), anthropic.start()]);
    booted = await createTestApp({
      modules: options.modules,
      plugins: options.plugins,
      env: {
        OPENAI_API_KEY: 'sk-server-key',
        OPENAI_BASE_URL: `${openaiUrl}/v1`,
        OPENAI_MODEL: 'gpt-4o-mini',
        ANTHROPIC_API_KEY: '',
        ANTHROPIC_BASE_URL: anthropicUrl,
        AI_MAX_RETRIES: '1',
        AI_TIMEOUT_MS: '3000',
        AI_DAILY_BUDGET_USD: '0.01',
      },
    });
    await booted.dataSource.query(
      `INSERT INTO users (id, email) VALUES ($1, 'ai-e2e@example.com')`,
      [userId],
    );
  }, 60_000);
  afterAll(async () => {
    await booted?.close();
    await Promise.all([openai.close(), anthropic.close()]);
  }, 30_000);
  beforeEach(async () => {
    await t.dataSource.query(`DELETE FROM ai_calls`);
    t.app.get(AiAccountingService).forgetCachedSpend();
  });

  const t = lateBound(() => booted, 'useAiTestApp: the app');
  return {
    t,
    ai: lateBound(() => booted?.app.get(AiService), 'useAiTestApp: AiService'),
    openai,
    anthropic,
    userId,
    ctx: (feature = 'explore', choice = {}) =>
      aiContextOf({ userId, language: 'en', ...choice }, feature),
    calls: () => t.dataSource.query(`SELECT * FROM ai_calls ORDER BY "createdAt"`),
    spendOnAnotherInstance: async (usd) => {
      await t.dataSource.query(
        `INSERT INTO ai_calls ("userId", feature, operation, provider, model, "latencyMs", "costUsd", status) VALUES ($1, 'explore', 'posts', 'openai', 'gpt-4o-mini', 10, $2, 'ok')`,
        [userId, usd],
      );
      t.app.get(AiAccountingService).forgetCachedSpend();
    },
  };
}
