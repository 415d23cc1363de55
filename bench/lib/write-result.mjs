import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { resultsDir } from './paths.mjs';

/** Writes bench/results/<name>.json with the machine it was measured on. */
export async function writeResult(name, data) {
  await mkdir(resultsDir, { recursive: true });
  const file = join(resultsDir, `${name}.json`);
  const machine = {
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    memoryGb: Math.round(totalmem() / 2 ** 30),
  };
  await writeFile(
    file,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), machine, ...data }, null, 2)}\n`,
  );
  return file;
}
