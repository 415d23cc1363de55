import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './support/chromium.mjs';
import { E2E_BASE_URL, E2E_PORT } from './support/e2e-env.mjs';

export default defineConfig({
  testDir: './tests',
  // Per port, so two runs on different ports (E2E_PORT) do not delete each other's artifacts.
  outputDir: `./test-results/port-${E2E_PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    ...devices['Pixel 7'],
    // devices[] brings its own browser choice; the project below pins Debian's Chromium.
    defaultBrowserType: 'chromium',
    baseURL: E2E_BASE_URL,
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium-mobile' }],
  webServer: {
    command: 'node e2e/support/start-backend.mjs',
    cwd: join(__dirname, '..'),
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
