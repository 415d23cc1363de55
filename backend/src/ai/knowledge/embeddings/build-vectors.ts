import { knowledgeBase } from '../index';

/**
 * Run by `pnpm build` (after tsc): computes the knowledge base's vectors into the cache file the
 * server reads at start, so no request ever waits for them.
 */
async function main(): Promise<void> {
  const started = Date.now();
  const status = await knowledgeBase.ready();
  console.log(
    `knowledge vectors: ${status.entries} entries, ${status.computed ? 'computed' : 'up to date'} in ${Date.now() - started} ms → ${status.file}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
