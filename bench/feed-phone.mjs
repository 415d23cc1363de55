// How long a signed-in learner on a phone waits for the first post of /feed, in Debian's Chromium
// with Lighthouse's mobile throttling (bench/lib/phone-throttling.mjs: slow 4G, CPU 4 × slower),
// from the navigation to the first post card on screen. Each round loads the page as served and
// once more with its `Link` preload header taken out (the same answer otherwise), so the header's
// effect is measured in the same run. Writes bench/results/feed-phone.json (medians).
// Needs the built app (pnpm build), PostgreSQL and Redis.
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/support/chromium.mjs';
import { recreateDatabase, startBackend } from './lib/backend-process.mjs';
import { PHONE, throttleAsPhone } from './lib/phone-throttling.mjs';
import { signUp } from './lib/sign-up.mjs';
import { writeResult } from './lib/write-result.mjs';

const port = Number(process.env.BENCH_PORT ?? 3240);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);

const databaseUrl = await recreateDatabase('agora_bench_feed_phone');
const backend = await startBackend({
  port,
  databaseUrl,
  env: { REDIS_PREFIX: 'agora-bench-feed-phone', RATE_LIMIT_PER_MINUTE: '100000' },
});
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
try {
  const asServed = [];
  const withoutPreloads = [];
  for (let round = 0; round < rounds; round++) {
    withoutPreloads.push(await firstPostMs({ keepPreloads: false }));
    asServed.push(await firstPostMs({ keepPreloads: true }));
    console.log(
      `round ${round + 1}: ${asServed.at(-1)} ms, without preloads ${withoutPreloads.at(-1)} ms`,
    );
  }
  const file = await writeResult('feed-phone', {
    note: 'ms from navigating to /feed (signed in, fresh browser profile, no service worker) to the first post card, on a throttled phone; medians of the rounds',
    throttling: PHONE,
    rounds,
    firstPostMs: median(asServed),
    firstPostWithoutPreloadsMs: median(withoutPreloads),
    runs: { asServed, withoutPreloads },
  });
  console.log(`wrote ${file}`);
} finally {
  await browser.close();
  await backend.stop();
}

/** One visit by a new learner (a fresh account, empty caches) on a throttled phone. */
async function firstPostMs({ keepPreloads }) {
  const { cookie } = await signUp(backend.url);
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 412, height: 823 },
  });
  try {
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: backend.url };
      }),
    );
    await context.addInitScript(() => localStorage.setItem('agora.onboardingComplete', 'true'));
    const page = await context.newPage();
    await page.route(`${backend.url}/feed`, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      if (!keepPreloads) delete headers.link;
      await route.fulfill({ response, headers });
    });
    await throttleAsPhone(page);
    await page.goto(`${backend.url}/feed`, { waitUntil: 'commit', timeout: 120_000 });
    await page.getByTestId('post-card').first().waitFor({ timeout: 120_000 });
    return Math.round(await page.evaluate(() => performance.now()));
  } finally {
    await context.close();
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
