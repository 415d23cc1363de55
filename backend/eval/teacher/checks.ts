import type { ChatCheck } from './chat-scenarios';
import { APOCRYPHAL_LINES } from './apocrypha';

/**
 * The judging rules of the teacher evaluation, independent of the engine's own text analysis (a
 * plain word-start match, so the engine cannot pass by agreeing with itself).
 */

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘]/g, "'")
    .toLowerCase();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `text` mentions `concept` at the start of a word ("orbit" finds "orbits"; phrases match whole). */
export function mentions(text: string, concept: string): boolean {
  return new RegExp(`(^|[^a-z0-9])${escape(fold(concept))}`).test(fold(text));
}

export function mentionsAny(text: string, concepts: readonly string[]): boolean {
  return concepts.some((c) => mentions(text, c));
}

/**
 * The frames the old engine pasted around any fact (issue 15: 64% of posts used one of three). A post
 * "uses a stock frame" when one of these appears in it.
 */
export const STOCK_FRAMES: RegExp[] = [
  /what would you ask me about/i,
  /would you have guessed that about/i,
  /one thing I know first-hand/i,
  /^let me go deeper\./i,
  /^(building on|to add to) [A-Z]/i,
  /a view from my side of history/i,
  /^from my own work:/i,
];

export const usesStockFrame = (text: string) => STOCK_FRAMES.some((f) => f.test(text));

const ANALOGY =
  /\b(think of|imagine|picture|like a|like an|like the|as if|as though|just as|the way a|it is as when|compare it to|much as)\b/i;
const NEXT_STEP =
  /\b(next|try|now that|now see|now consider|challenge|step further|go further|one step|build on|take it further|then ask yourself)\b/i;
const AFTER_MY_TIME =
  /(after my time|did not live to see|never lived to see|beyond my lifetime|beyond my (own )?time|after my death|after I died|my life ended|long after I|I never saw|lies after my)/i;
const PRAISE = /(exactly the spark|that is exactly|yes!|breakthrough)/i;
const REFUSAL = /(cannot answer|will not pretend|not invent an answer|beyond what I studied)/i;

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 20);

/** Runs one named check on a chat reply; `earlier` is what the mentor already said in the chat. */
export function passesChatCheck(
  check: ChatCheck,
  reply: string,
  concepts: readonly string[],
  earlier: readonly string[],
): boolean {
  switch (check) {
    case 'onConcept':
      return mentionsAny(reply, concepts);
    case 'newContent': {
      const said = new Set(earlier.flatMap(sentences).map(fold));
      return sentences(reply).some((s) => !said.has(fold(s)));
    }
    case 'analogy':
      return ANALOGY.test(reply);
    case 'checkQuestion':
      return /\?/.test(reply);
    case 'nextStep':
      return NEXT_STEP.test(reply);
    case 'brief':
      return reply.length <= 360;
    case 'afterMyTime':
      return AFTER_MY_TIME.test(reply);
    case 'noContradiction':
      return !(PRAISE.test(reply) && REFUSAL.test(reply));
  }
}

/** A reply engages when it takes up a word of the learner's point and is not the post said again. */
export function engages(reply: string, referTo: readonly string[], post: string): boolean {
  return mentionsAny(reply, referTo) && !fold(reply).includes(fold(post).slice(0, 60));
}

const YEAR = /\b(1\d{3}|20\d{2})\b/g;
const AFTER_DEATH_WORDS =
  /\bI died\b|\bmy (death|funeral|grave|burial)\b|\bafter my death\b|\bposthumous|\bwas buried\b|\bI was buried\b|\bnamed after me\b|\bin my honou?r\b/i;

/**
 * Whether a text said by a figure reaches past their death: a year after it, or their own death and
 * what followed. Sentences that say a thing came after the figure's time are the honest answer, not a
 * violation, and are left out first.
 */
export function afterLifetime(text: string, died: number | null): boolean {
  if (died === null) return false;
  const said = text
    .split(/(?<=[.!?)])\s+/)
    .filter((s) => !AFTER_MY_TIME.test(s) && !/^\(?you ask about/i.test(s))
    .join(' ');
  if (AFTER_DEATH_WORDS.test(said)) return true;
  return [...said.matchAll(YEAR)].some((m) => Number(m[1]) > died);
}

/** The apocryphal line a text carries for a figure, if any. */
export function apocryphalLine(figure: string, text: string): string | undefined {
  return APOCRYPHAL_LINES.find(
    (line) =>
      line.figure === figure &&
      mentions(text, line.fragment) &&
      !/often put in my mouth|never (wrote|said) it|wrongly (given|attributed)/i.test(text),
  )?.fragment;
}
