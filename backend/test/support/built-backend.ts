import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const backendRoot = join(__dirname, '..', '..');
const contractsRoot = join(backendRoot, '..', 'packages', 'contracts');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function isFresh(built: string, sources: string): boolean {
  return existsSync(built) && statSync(built).mtimeMs >= newestMtime(sources);
}

/** `pnpm build` has normally built `dist/` already; build it here when missing or older than `src/`. */
export function ensureBuiltBackend(): void {
  const tsc = require.resolve('typescript/bin/tsc');
  if (!isFresh(join(contractsRoot, 'dist', 'index.js'), join(contractsRoot, 'src'))) {
    execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: contractsRoot });
  }
  if (!isFresh(join(backendRoot, 'dist', 'main.js'), join(backendRoot, 'src'))) {
    execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: backendRoot });
  }
}

export interface Exited {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `dist/<entry>.js` with `env` added and waits for it to exit (killed after `timeoutMs`). */
export function runBuilt(
  entry: 'main' | 'worker' | 'migrate',
  env: Record<string, string>,
  timeoutMs = 20_000,
): Promise<Exited> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(backendRoot, 'dist', `${entry}.js`)], {
      cwd: backendRoot,
      env: { ...process.env, ...env },
      timeout: timeoutMs,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
