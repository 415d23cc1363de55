import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../e2e/support/chromium.mjs';

/**
 * Lighthouse's mobile throttling (slow 4G: 150 ms round trips, 1.6 Mbps down, 750 Kbps up, a CPU
 * 4 × slower) with Lighthouse's adjustments for applying it in DevTools (latency × 3.75, throughput
 * × 0.9), so that "before the first paint" means on a phone.
 */
export const PHONE = {
  latencyMs: 150 * 3.75,
  downloadBytesPerSecond: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadBytesPerSecond: ((750 * 1024) / 8) * 0.9,
  cpuSlowdown: 4,
};

/**
 * Opens `url` in Debian's Chromium (on a phone-like connection and CPU with `throttle`) and
 * returns the path of every script that finished loading before the first contentful paint, with
 * the FCP time in ms.
 */
export async function scriptsBeforeFirstPaint(url, { throttle } = {}) {
  const browser = await chromium.launch({
    ...CHROMIUM_LAUNCH_OPTIONS,
  });
  try {
    const page = await browser.newPage();
    if (throttle) {
      const devtools = await page.context().newCDPSession(page);
      await devtools.send('Network.enable');
      await devtools.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: throttle.latencyMs,
        downloadThroughput: throttle.downloadBytesPerSecond,
        uploadThroughput: throttle.uploadBytesPerSecond,
      });
      await devtools.send('Emulation.setCPUThrottlingRate', { rate: throttle.cpuSlowdown });
    }
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
