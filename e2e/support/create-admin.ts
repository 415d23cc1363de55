// Makes the e2e site admin the way an operator does: `admin:create --email <ADMIN_EMAIL>` with the
// password on stdin (the built backend, against the e2e database the server has migrated).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { backendEnv } from './backend-env.mjs';
import { E2E_ADMIN_EMAIL } from './e2e-env.mjs';

const repoRoot = join(__dirname, '..', '..');

export function createAdmin(password: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(repoRoot, 'backend', 'dist', 'admin-create.js'), '--email', E2E_ADMIN_EMAIL],
      { cwd: repoRoot, env: backendEnv(), stdio: ['pipe', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`[e2e] admin:create failed: ${output}`)),
    );
    child.stdin.end(`${password}\n`);
  });
}
