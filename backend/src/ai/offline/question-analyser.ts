import type { QuestionAnalysis } from '@agora/contracts';
import type { KnowledgeBase, SearchQuery } from '../knowledge/knowledge-base';
import { expandQuery, tokenize } from '../knowledge/text-analysis';

/** Topics that say what kind of entry it is, not what it is about: never what a question is about. */
const META_TOPICS = new Set([
  'analogy',
  'biography',
  'quote',
  'quotation',
  'anecdote',
  'childhood',
  'career',
  'legacy',
]);
/**
 * A topic the question names counts fully; one that shares only some of its words with it ("scientific
 * pedagogy" for the scientific method) counts from this much up, by the share of its words the question
 * has; one the question does not name counts `UNNAMED_TOPIC_WEIGHT` (measured on the teacher evaluation).
 */
const PARTLY_NAMED_TOPIC_FLOOR = 0.65;
const UNNAMED_TOPIC_WEIGHT = 0.25;

/** Finds what a question is about from the knowledge base: the topics of the best-matching facts, weighted by fit. */
export function analyseQuestion(asked: string | SearchQuery, kb: KnowledgeBase): QuestionAnalysis {
  const question = typeof asked === 'string' ? asked : asked.text;
  const queryTerms = expandQuery(question);
  const hits = kb.search(asked).slice(0, 15);
  const topicScores = new Map<string, number>();
  for (const hit of hits) {
    for (const topic of hit.item.topics) {
      if (META_TOPICS.has(topic)) continue;
      topicScores.set(topic, (topicScores.get(topic) ?? 0) + hit.score * named(topic, queryTerms));
    }
  }
  let topics = [...topicScores.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([topic]) => topic);
  if (topics.length === 0)
    topics = [...new Set(question.toLowerCase().match(/[a-z]{4,}/g) ?? [])]
      .filter((w) => tokenize(w).length)
      .slice(0, 3);
  if (topics.length === 0) topics = ['general knowledge'];
  const figures = [...new Set(hits.map((h) => h.item.figure))].slice(0, 3);
  const who = figures.length ? ` ${joinNames(figures)} can speak to it from their own work.` : '';
  const context = `The learner wants to understand ${joinNames(topics)}.${who}`;
  return { context: context.slice(0, 600), topics };
}

/** How far the question names a topic: 1 for every word, `UNNAMED_TOPIC_WEIGHT` for none. */
function named(topic: string, queryTerms: ReadonlyMap<string, number>): number {
  const words = tokenize(topic);
  const share = words.filter((w) => queryTerms.has(w)).length / Math.max(1, words.length);
  return share > 0
    ? PARTLY_NAMED_TOPIC_FLOOR + (1 - PARTLY_NAMED_TOPIC_FLOOR) * share
    : UNNAMED_TOPIC_WEIGHT;
}

function joinNames(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
