import { request, type FullConfig } from '@playwright/test';
import { createAdmin } from './create-admin';
import { E2E_ADMIN_PASSWORD, E2E_BASE_URL } from './e2e-env.mjs';

/**
 * Runs after webServer is up (which has recreated the database). Fails early, with one clear line,
 * when the server answers but the parts every spec needs are not there.
 */
export default async function globalSetup(_config: FullConfig): Promise<void> {
  const api = await request.newContext({ baseURL: E2E_BASE_URL });
  try {
    const checks: Array<[string, string]> = [
      ['/api/health', 'backend health'],
      ['/mfe-manifest.json', 'remote manifest'],
      ['/', 'shell index.html (run "pnpm build" so frontends/shell/dist exists)'],
    ];
    for (const [path, what] of checks) {
      const res = await api.get(path);
      if (!res.ok()) throw new Error(`[e2e] ${what}: GET ${path} answered ${res.status()}`);
    }
    // The server has migrated the database by now; the site admin is made as an operator would.
    await createAdmin(E2E_ADMIN_PASSWORD);
  } finally {
    await api.dispose();
  }
}
