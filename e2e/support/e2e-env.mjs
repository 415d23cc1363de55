// Settings shared by the Playwright config, the server launcher and the tests, so all of them agree
// on the port, the database and the manifest file the tests may rewrite.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** agora_e2e for the default port; runs on other ports get their own database. */
export const E2E_DATABASE_NAME =
  process.env.E2E_DATABASE_NAME ?? (E2E_PORT === 3210 ? 'agora_e2e' : `agora_e2e_${E2E_PORT}`);
export const E2E_ADMIN_DATABASE_URL =
  process.env.E2E_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const E2E_DATABASE_URL = databaseUrlFor(E2E_ADMIN_DATABASE_URL, E2E_DATABASE_NAME);
export const E2E_REDIS_URL = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const E2E_MANIFEST_PATH = join(tmpdir(), `agora-e2e-${E2E_PORT}`, 'mfe-manifest.json');
/**
 * The backend's ADMIN_EMAIL. Signing up with it makes nobody admin: global setup creates the
 * account with the operator's `admin:create` (password on stdin), as a deployment would.
 */
export const E2E_ADMIN_EMAIL = 'site-admin@agora-e2e.test';
export const E2E_ADMIN_PASSWORD = 'operator-chosen-admin-password';
export const REMOTE_NAMES = ['feed', 'chat', 'billing', 'admin'];

/** The manifest the backend would serve by default: each remote from its own build under /mfe/. */
export function defaultManifest() {
  return {
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, `/mfe/${name}/mf-manifest.json`]),
    ),
  };
}

function databaseUrlFor(adminUrl, name) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
