import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import {
  E2E_ADMIN_EMAIL,
  E2E_ADMIN_PASSWORD,
  E2E_BASE_URL,
  E2E_MANIFEST_PATH,
  defaultManifest,
} from './support/e2e-env.mjs';

export { expect };
export { E2E_ADMIN_EMAIL, E2E_BASE_URL, E2E_MANIFEST_PATH, defaultManifest };

export const TEST_PASSWORD = 'correct-horse-battery-staple';

export interface SignedUpUser {
  id: string;
  email: string;
  password: string;
  firstName: string;
  credits: number;
}

/** An address no other test (or earlier run against the same database) has used. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now().toString(36)}-${randomUUID().slice(0, 8)}@example.test`;
}

/**
 * Registers a new user through POST /api/auth/register. Given a Page, the session cookie lands in
 * that page's browser context (page.request shares its cookie jar); given an APIRequestContext, in
 * that context.
 */
export async function signUpViaApi(
  target: Page | APIRequestContext,
  options: { email?: string; password?: string; firstName?: string } = {},
): Promise<SignedUpUser> {
  const api = 'request' in target ? target.request : target;
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? TEST_PASSWORD;
  const firstName = options.firstName ?? 'Ada';
  const res = await api.post(`${E2E_BASE_URL}/api/auth/register`, {
    data: { email, password, firstName },
  });
  if (!res.ok()) throw new Error(`sign-up of ${email} failed: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as Partial<SignedUpUser> & { user?: Partial<SignedUpUser> };
  const user = body.user ?? body;
  return { id: String(user.id), email, password, firstName, credits: Number(user.credits ?? 0) };
}

/**
 * Signs in as the site admin, whom global setup created with the operator's `admin:create`
 * (a public sign-up with ADMIN_EMAIL would make nobody admin).
 */
export async function signInAsAdmin(target: Page | APIRequestContext): Promise<SignedUpUser> {
  const api = 'request' in target ? target.request : target;
  const credentials = { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD };
  const login = await api.post(`${E2E_BASE_URL}/api/auth/login`, { data: credentials });
  if (!login.ok()) throw new Error(`admin sign-in failed: ${login.status()} ${await login.text()}`);
  const body = (await login.json()) as Partial<SignedUpUser> & {
    user?: Partial<SignedUpUser>;
    isAdmin?: boolean;
  };
  const user = body.user ?? body;
  if (body.isAdmin !== true) throw new Error('the ADMIN_EMAIL account is not admin');
  return {
    ...credentials,
    id: String(user.id),
    firstName: String(user.firstName ?? ''),
    credits: Number(user.credits ?? 0),
  };
}

/**
 * The toasts' region. Look for a toast's text here, not page-wide: Radix Toast also copies it into
 * a visually hidden live region for a moment, to announce it.
 */
export function notifications(page: Page): Locator {
  return page.getByRole('region', { name: 'Notifications (F8)' });
}

/** Marks the first-visit onboarding as done (the shell's local-storage flag) for every page load. */
export async function skipOnboarding(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('agora.onboardingComplete', 'true'));
}

/** Points remotes at other URLs (the backend re-reads this file on every /mfe-manifest.json). */
export async function writeManifest(remotes: Record<string, string>): Promise<void> {
  await mkdir(dirname(E2E_MANIFEST_PATH), { recursive: true });
  await writeFile(
    E2E_MANIFEST_PATH,
    JSON.stringify({ remotes: { ...defaultManifest().remotes, ...remotes } }, null, 2),
  );
}

export async function restoreManifest(): Promise<void> {
  await writeManifest({});
}

/** `test` with a `user` fixture: a fresh account whose session is already in the page's context. */
export const test = base.extend<{ user: SignedUpUser; browserErrors: string[] }>({
  user: async ({ page }, use) => {
    await use(await signUpViaApi(page));
  },
  // Automatic: the browser's console errors and uncaught exceptions, attached when a test fails.
  browserErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      await use(errors);
      if (testInfo.status !== testInfo.expectedStatus && errors.length > 0)
        await testInfo.attach('browser-errors', {
          body: errors.join('\n'),
          contentType: 'text/plain',
        });
    },
    { auto: true },
  ],
});
