import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../e2e/support/chromium.mjs';
import { throttleAsPhone } from './phone-throttling.mjs';

/**
 * Opens `url` in Debian's Chromium (on a phone's connection and CPU with `onPhone`) and
 * returns the path of every script that finished loading before the first contentful paint, with
 * the FCP time in ms.
 */
export async function scriptsBeforeFirstPaint(url, { onPhone = false } = {}) {
  const browser = await chromium.launch({
    ...CHROMIUM_LAUNCH_OPTIONS,
  });
  try {
    const page = await browser.newPage();
    if (onPhone) await throttleAsPhone(page);
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    return await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.initiatorType === 'script' || /\.m?js(\?|$)/.test(entry.name))
        .filter((entry) => entry.responseEnd <= fcp)
        .map((entry) => new URL(entry.name).pathname);
      return { firstContentfulPaintMs: Math.round(fcp), scripts };
    });
  } finally {
    await browser.close();
  }
}
