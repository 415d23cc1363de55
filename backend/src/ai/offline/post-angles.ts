import type { Figure } from '../catalogue/figure';
import type { Fact } from '../knowledge/fact';
import { fitSentences, pick } from './voice';

/**
 * Further posts on an entry that already fits the learner's question, for when the knowledge base
 * holds fewer fitting entries than the feed has posts: the figure turns the idea into a question back
 * to the learner, or a second figure takes up the first one's point. Pure: same input, same text.
 */

/** The first sentence of an entry, as a figure would quote or recall it. */
export function firstSentence(text: string): string {
  return text.split(/(?<=[.!?])\s+/)[0] ?? text;
}

const QUESTIONS_BACK: ((fact: string) => [string, string])[] = [
  (fact) => [
    fact,
    'Before you look anything up: how would you explain this to a friend in two sentences?',
  ],
  (fact) => [
    fact,
    'Try it yourself: what would you expect to change if one part of this were different?',
  ],
  (fact) => [fact, 'Which part of that surprises you most, and why?'],
  (fact) => [fact, 'Can you think of something in your own day that works the same way?'],
  (fact) => [fact, 'If you had to test this, what is the first thing you would measure or watch?'],
  (fact) => [fact, 'Put it in your own words, then tell me where the words ran out.'],
];

/** The figure asks the learner to work with the idea themselves. */
export function questionBack(figure: Figure, fact: Fact, variant: number, limit: number): string {
  const [body, question] = pick(QUESTIONS_BACK, variant)(fact.text);
  return fitSentences([body, question], [], limit);
}

const TAKE_UPS: ((other: string, said: string, own: string) => string)[] = [
  (other, said, own) => `${other} wrote: “${said}” I came at it from another side. ${own}`,
  (other, said, own) =>
    `${other} and I would agree on this much: “${said}” Here is what I add. ${own}`,
  (other, said, own) => `Set beside ${other}’s “${said}” what I found myself: ${own}`,
  (other, said, own) =>
    `${other} put it this way: “${said}” My own experience points a little differently. ${own}`,
];

/** A second figure takes up a first one's point with an entry of their own. */
export function takeUp(
  speaker: Figure,
  own: Fact,
  other: Figure,
  said: Fact,
  variant: number,
  limit: number,
): string {
  const quote = firstSentence(said.text);
  const text = pick(TAKE_UPS, variant)(other.name, quote, own.text);
  // Too long with the quote: the figure names the other and says their own piece.
  return text.length <= limit
    ? text
    : fitSentences([`${other.name} has spoken to this too. ${own.text}`], [], limit);
}
