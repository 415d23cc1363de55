// Lighthouse (mobile: Moto G Power screen, simulated slow 4G and 4x CPU slowdown — its defaults) on
// the signed-out landing and on /feed signed in, three runs each, served by the BUILT backend with
// the built frontends. Writes the medians to bench/results/lighthouse.json: Performance score, LCP,
// FCP, TBT, and the JavaScript transferred before the first contentful paint.
// Needs `pnpm build`, PostgreSQL, Redis and Chromium (CHROME_PATH, default /usr/bin/chromium).
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { recreateDatabase, startBackend } from './lib/backend-process.mjs';
import { writeResult } from './lib/write-result.mjs';
import { signUp } from './lib/sign-up.mjs';

const port = Number(process.env.BENCH_PORT ?? 3230);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TARGETS = { landingPerformance: 90, landingLcpMs: 2500, jsBeforeFirstPaintKb: 120 };

const databaseUrl = await recreateDatabase('agora_bench_lighthouse');
const backend = await startBackend({
  port,
  databaseUrl,
  env: { RATE_LIMIT_PER_MINUTE: '100000000', REDIS_PREFIX: 'agora-bench-lighthouse' },
});
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
// Simulated throttling scales the CPU time observed here: a busy machine inflates TBT.
const loadAverageBefore = loadavg()[0];
try {
  const landing = await audit(`${backend.url}/`);
  await signInBrowser(await signUpCookies(backend.url));
  const feed = process.env.LIGHTHOUSE_ONLY === 'landing' ? [] : await audit(`${backend.url}/feed`);
  const result = { runs, landing: summary(landing), feed: feed.length ? summary(feed) : null };
  const met = {
    landingPerformance: result.landing.performance >= TARGETS.landingPerformance,
    landingLcp: result.landing.lcpMs <= TARGETS.landingLcpMs,
    landingJsBeforeFirstPaint: result.landing.jsBeforeFirstPaintKb <= TARGETS.jsBeforeFirstPaintKb,
  };
  const loadAverage = { before: round(loadAverageBefore), after: round(loadavg()[0]) };
  const file = await writeResult('lighthouse', { targets: TARGETS, met, loadAverage, ...result });
  console.log(JSON.stringify(result, null, 2));
  console.log(`wrote ${file}`);
} finally {
  chrome.kill();
  await backend.stop();
}

/** Runs Lighthouse `runs` times on one page; each run starts with empty caches and storage. */
async function audit(url) {
  const reports = [];
  for (let i = 0; i < runs; i += 1) {
    const lhr = await runLighthouse(url);
    reports.push(measures(lhr));
    console.log(`${url} run ${i + 1}: ${JSON.stringify(reports.at(-1))}`);
  }
  return reports;
}

/** One Lighthouse run; a run whose trace came out broken (NO_NAVSTART, seen now and then) is redone. */
async function runLighthouse(url, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!lhr.runtimeError) return lhr;
    if (attempt >= attempts) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    console.warn(`${url}: ${lhr.runtimeError.code}; running again`);
  }
}

function measures(lhr) {
  const audits = lhr.audits;
  const observed = audits.metrics.details.items[0];
  const fcp = observed.observedFirstContentfulPaint;
  const scripts = audits['network-requests'].details.items.filter(
    (r) => r.resourceType === 'Script',
  );
  // Request times are relative to the first request; the page's FCP to the navigation start.
  const firstRequest = Math.min(
    ...audits['network-requests'].details.items.map((r) => r.networkRequestTime),
  );
  const beforePaint = scripts.filter((r) => r.networkEndTime - firstRequest <= fcp);
  const kb = (items) => round(items.reduce((sum, r) => sum + r.transferSize, 0) / 1024);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    jsBeforeFirstPaintKb: kb(beforePaint),
    jsTotalKb: kb(scripts),
    // Lighthouse's measure of this machine's speed at the time (lower: slower, or busier)
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    ...(process.env.LIGHTHOUSE_DEBUG
      ? {
          bootup: audits['bootup-time'].details.items
            .slice(0, 8)
            .map((i) => [i.url, Math.round(i.total), Math.round(i.scripting)]),
          work: audits['mainthread-work-breakdown'].details.items.map((i) => [
            i.group,
            Math.round(i.duration),
          ]),
          longTasks: audits['long-tasks']?.details?.items
            ?.slice(0, 10)
            .map((i) => [i.url, Math.round(i.startTime), Math.round(i.duration)]),
        }
      : {}),
  };
}

function summary(reports) {
  const keys = Object.keys(reports[0]);
  return Object.fromEntries(keys.map((key) => [key, median(reports.map((r) => r[key]))]));
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : round((sorted[mid - 1] + sorted[mid]) / 2);
}

function round(n) {
  return Math.round(n * 10) / 10;
}

/** Puts the cookies into the browser Lighthouse drives (its storage reset keeps cookies). */
async function signInBrowser(cookies) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    await browser.contexts()[0].addCookies(cookies);
  } finally {
    await browser.close();
  }
}

/** A fresh account's cookies (the session and the readable signed-in hint), for the browser. */
async function signUpCookies(baseUrl) {
  const { pairs } = await signUp(baseUrl, { tag: 'lighthouse', firstName: 'Ada' });
  return pairs.map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
  });
}
