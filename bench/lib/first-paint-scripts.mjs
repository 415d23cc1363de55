import { chromium } from 'playwright-core';

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Opens `url` in Debian's Chromium and returns the path of every script that finished loading
 * before the first contentful paint, with the FCP time in ms.
 */
export async function scriptsBeforeFirstPaint(url) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  try {
    const page = await browser.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
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
