import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = join(benchDir, '..');
export const resultsDir = join(benchDir, 'results');
