import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.mjs';

/** Starts the BUILT queue worker (backend/dist/worker.js); resolves once it is running. */
export async function startWorker(env) {
  const entry = join(repoRoot, 'backend', 'dist', 'worker.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run "pnpm build" first`);
  const child = spawn(process.execPath, [entry], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Production refuses a weak or missing secret.
      SESSION_SECRET: randomBytes(36).toString('base64url'),
      LOG_LEVEL: 'info',
      OPENAI_API_KEY: '',
      ANTHROPIC_API_KEY: '',
      ...env,
    },
  });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker did not start:\n${output}`)), 60_000);
    const onData = (chunk) => {
      output = (output + chunk).slice(-8000);
      if (output.includes('worker running plugins')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => reject(new Error(`worker exited:\n${output}`)));
  });
  return {
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
