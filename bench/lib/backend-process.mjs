import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { repoRoot } from './paths.mjs';

const adminUrl =
  process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Drops and creates a database on the local PostgreSQL; returns its URL. */
export async function recreateDatabase(name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Starts the BUILT backend (backend/dist/main.js) and waits until /api/health answers 200.
 * Returns { url, stop() }.
 */
export async function startBackend({ port, databaseUrl, env = {} }) {
  const entry = join(repoRoot, 'backend', 'dist', 'main.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run "pnpm build" first`);
  const child = spawn(process.execPath, [entry], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Production refuses a weak or missing secret.
      SESSION_SECRET: randomBytes(36).toString('base64url'),
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      OPENAI_API_KEY: '',
      ANTHROPIC_API_KEY: '',
      STRIPE_SECRET_KEY: '',
      ...env,
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`backend exited with ${child.exitCode}:\n${stderr}`);
    if (await answers(`${url}/api/health`)) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`backend did not become healthy within 60 s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    pid: child.pid,
    url,
    /** kill -9: no shutdown hooks, as in a crash. */
    crash: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}
