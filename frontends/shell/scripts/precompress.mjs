import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT = /\.(?:js|mjs|css|html|json|svg|webmanifest|txt|ico)$/;
/** Below this a compressed copy saves less than the extra header costs. */
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) beside every text file of a
 * build folder that compression makes smaller; answers how many files were compressed.
 */
export async function precompress(dir) {
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch {
    return 0; // a frontend that is not built
  }
  let count = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !TEXT.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const raw = await readFile(file);
    if (raw.length < MIN_BYTES) continue;
    const [br, gzipped] = await Promise.all([
      brotli(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
      gz(raw, { level: 9 }),
    ]);
    if (br.length < raw.length) await writeFile(`${file}.br`, br);
    if (gzipped.length < raw.length) await writeFile(`${file}.gz`, gzipped);
    count += 1;
  }
  return count;
}
