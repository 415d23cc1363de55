import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Fact } from '../fact';
import type { SentenceEncoder } from './sentence-encoder';

/** What an entry's vector is computed from: its text and the words a learner would use for it. */
export const embeddedText = (fact: Fact) => `${fact.text} (${fact.topics.join(', ')})`;

/** Names the entries and the model: a changed entry or another model makes another file. */
export function contentHash(facts: readonly Fact[], model: string): string {
  const hash = createHash('sha256').update(model);
  for (const fact of facts) hash.update(`\n${fact.id}\t${embeddedText(fact)}`);
  return hash.digest('hex').slice(0, 16);
}

/** The backend package's folder, found from this file (src/ in dev and jest, dist/ in production). */
function backendRoot(): string {
  let dir = __dirname;
  while (dirname(dir) !== dir) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && /"name":\s*"@agora\/backend"/.test(readFileSync(manifest, 'utf8')))
      return dir;
    dir = dirname(dir);
  }
  return process.cwd();
}

/**
 * Where vectors are cached: `backend/dist/knowledge-vectors/<content hash>.f32`, beside the build
 * output that ships (the image copies dist/), never committed.
 */
export function vectorsFile(hash: string, dir = join(backendRoot(), 'dist', 'knowledge-vectors')) {
  return join(dir, `${hash}.f32`);
}

export interface LoadedVectors {
  /** Row i is the unit vector of facts[i]. */
  rows: Float32Array[];
  dims: number;
  file: string;
  computed: boolean;
}

const BATCH = 64;

/**
 * The vectors of the entries: read from the file the build wrote; a missing or stale file (entries
 * changed since) is computed once and written, so dev, `pnpm start`, jest and CI all pay it at most once.
 */
export async function loadKnowledgeVectors(
  facts: readonly Fact[],
  encoder: SentenceEncoder,
  file = vectorsFile(contentHash(facts, encoder.model)),
): Promise<LoadedVectors> {
  if (existsSync(file)) {
    const bytes = readFileSync(file);
    const all = new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
    const dims = all.length / Math.max(1, facts.length);
    if (Number.isInteger(dims) && dims > 0)
      return {
        rows: facts.map((_, i) => all.subarray(i * dims, (i + 1) * dims)),
        dims,
        file,
        computed: false,
      };
  }
  const rows: Float32Array[] = [];
  for (let i = 0; i < facts.length; i += BATCH)
    rows.push(...(await encoder.embed(facts.slice(i, i + BATCH).map(embeddedText))));
  const dims = rows[0]?.length ?? 0;
  const all = new Float32Array(rows.length * dims);
  rows.forEach((row, i) => all.set(row, i * dims));
  mkdirSync(dirname(file), { recursive: true });
  // Written aside and renamed, so a reader never sees half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(all.buffer));
  renameSync(partial, file);
  return { rows, dims, file, computed: true };
}
