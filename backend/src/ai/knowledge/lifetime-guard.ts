import type { Figure } from '../catalogue/figure';
import type { Fact } from './fact';

const YEAR = /\b(1\d{3}|20\d{2})\b/g;
/** A figure speaking of their own death or of what came after it. */
const AFTER_DEATH =
  /\bI died\b|\bmy (death|funeral|grave|burial|tomb)\b|\bafter my death\b|\bafter I died\b|\bposthumous|\bI was buried\b|\bwas buried\b|\bnamed (it |them )?after me\b|\bin my honou?r\b|\bnow (called|known as)\b|\bhistorians (today|now)\b|\btoday(’|')?s (historians|scholars|scientists)\b/i;
/** Sentences in which a figure says that something lies after their time: honest, not a violation. */
const SAYS_AFTER_MY_TIME =
  /after my time|did not live to see|never lived to see|beyond my lifetime|beyond my (own )?time|my life ended|lies after my/i;

/** Legacy rows carry no year (0, without a citation): only their text can be judged. */
const yearKnown = (fact: Fact) => !(fact.year === 0 && fact.citation === null);

/**
 * Whether a figure may say this text: no year after their death, nothing of their death or of what
 * followed it. A living figure may speak of anything up to today.
 */
export function sayableBy(figure: Pick<Figure, 'died'> | undefined, text: string): boolean {
  const died = figure?.died;
  if (died === null || died === undefined) return true;
  const said = text
    .split(/(?<=[.!?)])\s+/)
    .filter((sentence) => !SAYS_AFTER_MY_TIME.test(sentence))
    .join(' ');
  if (AFTER_DEATH.test(said)) return false;
  return ![...said.matchAll(YEAR)].some((m) => Number(m[1]) > died);
}

/**
 * The one check every entry passes before a figure says it (posts, chat, threads, replies, agent
 * feeds, the home feed): the year it refers to and its text lie within the figure's lifetime.
 */
export function withinLifetime(fact: Fact, figure: Pick<Figure, 'died'> | undefined): boolean {
  const died = figure?.died;
  if (died !== null && died !== undefined && yearKnown(fact) && fact.year > died) return false;
  return sayableBy(figure, fact.text);
}
