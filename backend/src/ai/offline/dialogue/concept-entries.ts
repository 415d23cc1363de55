import type { Fact } from '../../knowledge/fact';
import type { KnowledgeBase, SearchQuery } from '../../knowledge/knowledge-base';
import { tokenize } from '../../knowledge/text-analysis';
import type { ChatState } from './chat-state';
import type { FollowUpKind } from './learner-move';

/** Topic words that say what kind of entry it is, not what it is about. */
const GENERIC = new Set(
  'analogy biography education life quote quotes family childhood work history learning legacy career legend story myth anecdote'.split(
    ' ',
  ),
);

const termsOf = (text: string) => new Set(tokenize(text));

/** The words the concept under discussion is about: its entry's topics and the learner's question. */
export function conceptTerms(state: ChatState): Set<string> {
  const topics = (state.concept?.topics ?? []).filter((t) => !GENERIC.has(t));
  return termsOf(`${topics.join(' ')} ${state.question ?? ''}`);
}

/** A short name for the concept, for a sentence: a topic of its entry the learner used, else its first telling topic. */
export function conceptName(state: ChatState): string {
  const asked = new Set(tokenize(state.question ?? ''));
  const topics = (state.concept?.topics ?? []).filter((t) => !GENERIC.has(t));
  const named = topics.find((t) => tokenize(t).some((w) => asked.has(w)));
  const phrase = phraseOf(state.question ?? '');
  const known = `${state.concept?.text ?? ''} ${topics.join(' ')}`.toLowerCase();
  if (named && phrase?.includes(named) && known.includes(phrase)) return phrase;
  return named ?? phrase ?? topics[0] ?? 'this idea';
}

/** The first run of one or two content words in a question ("alternating current"), if any. */
function phraseOf(question: string): string | undefined {
  const words = question.toLowerCase().match(/[a-z]+/g) ?? [];
  const content = (w: string | undefined) => Boolean(w && w.length > 3 && tokenize(w).length);
  const start = words.findIndex((w) => content(w));
  if (start < 0) return undefined;
  return content(words[start + 1]) ? `${words[start]} ${words[start + 1]}` : words[start];
}

/** Whether an entry speaks to at least one of `terms` (in its text or topics). */
export function touches(fact: Fact, terms: ReadonlySet<string>): boolean {
  return tokenize(`${fact.text} ${fact.topics.join(' ')}`).some((t) => terms.has(t));
}

/**
 * The figure's entries on the concept not yet said, best first: ranked by the concept and the new
 * message, kept only if they share a word with the concept. A "why?" prefers explanations, an
 * "and then?" the next entries in time.
 */
export function nextOnConcept(
  kb: KnowledgeBase,
  figure: string,
  state: ChatState,
  message: string,
  kind: FollowUpKind | 'simpler' | 'next-step',
  conceptQuery?: SearchQuery,
): Fact[] {
  const asked = new Set(tokenize(state.question ?? ''));
  const terms = conceptTerms(state);
  const query = [message, state.question, state.concept?.topics.join(' '), state.latest?.text]
    .filter(Boolean)
    .join(' ');
  const own = new Set([figure]);
  // Close in meaning to the concept counts as on it, as sharing the learner's words does.
  const close = new Set(
    conceptQuery ? kb.closeHits(kb.search(conceptQuery, own)).map((h) => h.item) : [],
  );
  const unsaid = kb
    .search(query, own)
    .map((h) => h.item)
    .filter((f) => !state.said.has(f.id));
  // Entries on the learner's own question first; the concept's wider topics only if none is left.
  const onQuestion = unsaid.filter((f) => touches(f, asked) || close.has(f));
  const ranked = onQuestion.length ? onQuestion : unsaid.filter((f) => touches(f, terms));
  const first = (wanted: (f: Fact) => boolean) => [
    ...ranked.filter(wanted),
    ...ranked.filter((f) => !wanted(f)),
  ];
  switch (kind) {
    case 'simpler':
      return first((f) => f.topics.includes('analogy'));
    case 'cause':
    case 'meaning':
      return first((f) => f.kind === 'explanation');
    case 'sequence': {
      const from = state.latest?.year ?? -Infinity;
      const later = ranked.filter((f) => f.year >= from).sort((a, b) => a.year - b.year);
      return [...later, ...ranked.filter((f) => !later.includes(f))];
    }
    default:
      return ranked;
  }
}
