import type { Figure } from '../catalogue/figure';
import type { Fact } from '../knowledge/fact';
import { sentencesOf } from './sentences';
import { fitSentences, pick } from './voice';

/**
 * Further posts on an entry that already fits the learner's question, for when the knowledge base
 * holds fewer fitting entries than the feed has posts: the figure turns the idea into a question back
 * to the learner, or a second figure takes up the first one's point. Pure: same input, same text.
 */

/** A clause that cannot end here: "I ended my Challenger report with" is no opening clause. */
const DANGLING = /\b(with|of|that|to|the|a|an|and|or|for|in|on|by|as|from|than|into)$/i;

/**
 * The entry's first sentence that states something: an opening question ("Why does a candle flame
 * shine?") is the entry's cue, not its point, and quoted alone it says nothing.
 */
export function firstStatement(text: string): string {
  const sentences = sentencesOf(text);
  return sentences.find((s) => !s.trim().endsWith('?')) ?? sentences[0] ?? text;
}

/**
 * The opening clause of an entry's first statement (to its first comma, semicolon or colon), or the
 * whole statement where that clause would leave a word hanging; at most about 90 characters.
 */
export function openingClause(text: string): string {
  const sentence = firstStatement(text).replace(/[.!?]$/, '');
  const clause = sentence.split(/[,;:]\s/)[0] ?? sentence;
  const opening = DANGLING.test(clause) ? sentence : clause;
  if (opening.length <= 90) return opening;
  return `${opening.slice(0, 88).replace(/\s\S*$/, '')}…`;
}

const LEADS = [
  'Go back to what I said:',
  'Take this once more:',
  'One line to think about:',
  'Hold on to this:',
  'Look again at this:',
];
const QUESTIONS = [
  'How would you explain it to a friend in two sentences?',
  'What would you expect to change if one part of it were different?',
  'Which part of it surprises you most, and why?',
  'Can you think of something in your own day that works the same way?',
  'If you had to test it, what is the first thing you would watch or measure?',
  'Put it in your own words, then check them against mine.',
];

/** The figure turns an idea already in the feed back to the learner as a question. */
export function questionBack(figure: Figure, fact: Fact, variant: number, limit: number): string {
  const lead = pick(LEADS, variant);
  const question = pick(QUESTIONS, variant >>> 3);
  return fitSentences([`${lead} “${openingClause(fact.text)}.” ${question}`], [], limit);
}

const TAKE_UPS: ((other: string, said: string, own: string) => string)[] = [
  (other, said, own) => `${other} wrote: “${said}” I came at it from another side. ${own}`,
  (other, said, own) =>
    `${other} and I would agree on this much: “${said}” Here is what I add. ${own}`,
  (other, said, own) => `${other} said: “${said}” Set beside it what I found myself. ${own}`,
  (other, said, own) =>
    // Neutral on purpose: nothing says the two figures disagree.
    `${other} put it this way: “${said}” My own work adds another piece. ${own}`,
];

/**
 * A second figure takes up a first one's point with an entry of their own; null when the quote and
 * the entry do not fit in one post together (the figure then says their entry plainly).
 */
export function takeUp(
  own: Fact,
  other: Figure,
  said: Fact,
  variant: number,
  limit: number,
): string | null {
  const quote = firstStatement(said.text);
  const text = pick(TAKE_UPS, variant)(other.name, quote, own.text);
  return text.length <= limit ? text : null;
}
