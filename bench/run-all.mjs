// Runs every benchmark in bench/ one after another (they compete for the CPU otherwise) and prints
// which ones failed. Each writes its numbers to bench/results/<name>.json.
//   node run-all.mjs [name-filter]
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { benchDir } from './lib/paths.mjs';

const filter = process.argv[2];
const benches = readdirSync(benchDir)
  .filter((file) => file.endsWith('.mjs') && file !== 'run-all.mjs')
  .filter((file) => !filter || file.includes(filter))
  .sort();

const failed = [];
for (const file of benches) {
  console.log(`\n=== ${file}`);
  const started = Date.now();
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, [join(benchDir, file)], {
      cwd: benchDir,
      stdio: 'inherit',
    });
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  console.log(
    `=== ${file}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)}s`,
  );
  if (code !== 0) failed.push(file);
}
console.log(
  `\n${benches.length - failed.length} of ${benches.length} benchmarks ran${failed.length ? `; failed: ${failed.join(', ')}` : ''}`,
);
process.exit(failed.length ? 1 : 0);
