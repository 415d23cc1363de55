import type { Fact } from '../../knowledge/fact';
import type { KnowledgeBase } from '../../knowledge/knowledge-base';

/**
 * How close an entry must be for a custom mentor to quote it: near in meaning and sharing the
 * question's words (measured on questions a mentor's sheet cannot answer: the North Star for a
 * navigation mentor, Tubman at 0.48 / 1.00; "how do volcanoes form" found only entries about other
 * "forms", at most 0.43 in meaning).
 */
const QUOTABLE_MEANING = 0.45;
const QUOTABLE_WORDS = 0.3;

/**
 * An entry of the shared library that answers the learner's question, for a custom mentor whose own
 * sheet says nothing about it: the best close entry, or none when nothing is close enough to quote.
 */
export async function libraryAnswer(kb: KnowledgeBase, message: string): Promise<Fact | undefined> {
  const hits = kb.search(await kb.prepare(message));
  return kb
    .closeHits(hits)
    .find((hit) => hit.semantic >= QUOTABLE_MEANING && hit.lexical >= QUOTABLE_WORDS)?.item;
}
