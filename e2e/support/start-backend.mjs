// Playwright's webServer: recreate the e2e database, write the default remote manifest, then run the
// BUILT backend. The database reset lives here rather than in globalSetup because Playwright starts
// webServer before globalSetup, and the backend migrates the database as it starts.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { backendEnv } from './backend-env.mjs';
import {
  E2E_ADMIN_DATABASE_URL,
  E2E_DATABASE_NAME,
  E2E_MANIFEST_PATH,
  defaultManifest,
} from './e2e-env.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const entry = join(repoRoot, 'backend', 'dist', 'main.js');

if (!existsSync(entry)) {
  console.error(`[e2e] ${entry} is missing: build first with "pnpm build".`);
  process.exit(1);
}

// Held for the life of this process: a second run on the same port would otherwise drop the
// database under the first one's server.
const runLock = await holdRunLock();
await recreateDatabase();
await mkdir(dirname(E2E_MANIFEST_PATH), { recursive: true });
await writeFile(E2E_MANIFEST_PATH, JSON.stringify(defaultManifest(), null, 2));

const child = spawn(process.execPath, [entry], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: backendEnv(),
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  void runLock.end().finally(() => process.exit(code ?? (signal ? 1 : 0)));
});

async function holdRunLock() {
  const client = new pg.Client({ connectionString: E2E_ADMIN_DATABASE_URL });
  await client.connect();
  const { rows } = await client.query('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [
    `agora-e2e:${E2E_DATABASE_NAME}`,
  ]);
  if (!rows[0].locked) {
    console.error(
      `[e2e] another Playwright run is using the database ${E2E_DATABASE_NAME}; set E2E_PORT to run beside it.`,
    );
    process.exit(1);
  }
  return client;
}

async function recreateDatabase() {
  const admin = new pg.Client({ connectionString: E2E_ADMIN_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${E2E_DATABASE_NAME}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${E2E_DATABASE_NAME}"`);
  } finally {
    await admin.end();
  }
}
