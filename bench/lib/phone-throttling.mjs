/**
 * Lighthouse's mobile throttling (slow 4G: 150 ms round trips, 1.6 Mbps down, 750 Kbps up, a CPU
 * 4 × slower) with Lighthouse's adjustments for applying it in DevTools (latency × 3.75, throughput
 * × 0.9): what "on a phone" means in these benchmarks.
 */
export const PHONE = {
  latencyMs: 150 * 3.75,
  downloadBytesPerSecond: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadBytesPerSecond: ((750 * 1024) / 8) * 0.9,
  cpuSlowdown: 4,
};

/** Puts a Playwright page of Chromium on a phone's connection and CPU (`PHONE`). */
export async function throttleAsPhone(page) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downloadBytesPerSecond,
    uploadThroughput: PHONE.uploadBytesPerSecond,
  });
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
}
