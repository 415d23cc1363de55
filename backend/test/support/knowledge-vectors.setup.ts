import { knowledgeBase } from '../../src/ai/knowledge';

/**
 * Jest global setup: makes sure the knowledge vectors are cached before any test asks the offline
 * engine (`pnpm build` writes them; a checkout that was not built computes them here, once).
 */
export default async function ensureKnowledgeVectors(): Promise<void> {
  await knowledgeBase.ready();
}
