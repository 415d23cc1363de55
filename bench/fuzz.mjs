// The long run of backend/test/contract-fuzz.e2e-spec.ts: the same hostile requests derived from
// every route's zod contract, many more per route (FUZZ_RUNS, default 60 per route and caller),
// signed in and out. Writes bench/results/fuzz.json: requests sent, 5xx count, refused requests
// whose stored rows were compared. Needs PostgreSQL + Redis (the spec makes its own database).
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './lib/paths.mjs';
import { writeResult } from './lib/write-result.mjs';

const runs = process.env.FUZZ_RUNS ?? '60';
const seed = process.env.FUZZ_SEED ?? String(Date.now() % 1_000_000_000);
const scratch = join(tmpdir(), `agora-fuzz-${process.pid}.json`);
const backendDir = join(repoRoot, 'backend');

const code = await new Promise((resolve) => {
  const child = spawn(
    process.execPath,
    [
      join(backendDir, 'node_modules', 'jest', 'bin', 'jest.js'),
      '--config',
      'jest.config.js',
      'test/contract-fuzz.e2e-spec.ts',
    ],
    {
      cwd: backendDir,
      stdio: 'inherit',
      env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed, FUZZ_RESULTS: scratch },
    },
  );
  child.on('exit', (exitCode) => resolve(exitCode ?? 1));
});

const counts = JSON.parse(await readFile(scratch, 'utf8'));
const file = await writeResult('fuzz', {
  note: 'every route of the running app (all plugins), signed in and as a visitor; seed replays a run',
  ...counts,
});
console.log(
  `fuzz: ${counts.requestsSent} requests, ${counts.serverErrors} × 5xx, ${counts.refusedWithRowsCompared} refused with rows compared → ${file}`,
);
process.exit(code);
