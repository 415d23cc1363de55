import type { Fact } from '../../knowledge/fact';
import type { RhetoricalMove } from './style-profile';

/**
 * The entry a move frames: its text, its kind (a life event or quotation, or an explained idea) and
 * its curated topics ('analogy' marks an entry that holds a picture, 'quote' a saying).
 */
export type FramedEntry = Pick<Fact, 'text' | 'topics' | 'kind'>;

/** An explained idea told as something that happened: a year, or "I"/"we" and a verb in the past. */
const TELLS_EVENT =
  /\b(1\d{3}|\d+ BCE)\b|\b(I|we)( \w+ly| also| once| then| never| first| soon| later| still)? (was|were|had|did|saw|went|came|found|made|took|wrote|gave|told|met|left|began|built|kept|sent|ran|fell|won|lost|became|heard|knew|thought|got|read|taught|brought|felt|held|led|lay|paid|put|said|sat|set|spent|stood|swore|drew|grew|threw|rode|spoke|chose|broke|wound|fought|sold|sought|struck|woke|\w+ed)\b/i;
const SPEAKS_OF_A_TEST =
  /\b(experiment\w*|test(s|ed|ing)?|tried|trial(s)?|measur\w*|weigh(ed|ing)?|data)\b/i;
/** Something seen: "saw", "watched", "observed", an instrument to look through ("see" alone is often "understand"). */
const SPEAKS_OF_SEEING =
  /\b(saw|seen|watch(ed|es|ing)?|looked|observ\w*|notic\w*|spotted|telescopes?|microscopes?)\b/i;
/** Numbers to count or weigh: figures (not a year) or counting words. */
const SPEAKS_OF_NUMBERS =
  /\b(?!1\d{3}\b)\d|\b(hundreds?|thousands?|millions?|half|twice|ratios?|per ?cent|counted|counting|numbers|statistics)\b/i;
/** Reasoning: a consequence ("…, so", "therefore", "it follows") or a condition or proof ("so that" is a purpose). */
const REASONS =
  /(^|[,;:.!?]\s+)so\b(?! that)|\b(therefore|thus|hence|because|follows?|if|proofs?|prove[ds]?|proven|means|logic)\b/i;

/** Conduct: the entry speaks to or of someone acting, or prescribes ("you", "we", "should", "never"). */
const SPEAKS_OF_CONDUCT =
  /\b(you|your|yourself|yourselves|we|us|our|ourselves|should|ought|must|never|always|do not|don’t|let us|whoever|anyone|everyone|those who|he who)\b/i;

const SAYINGS = new Set(['quote', 'quotation', 'proverb', 'aphorism']);

/** What the entry says and is filed under: a curated topic ("experiment", "proof") is evidence too. */
const said = (entry: FramedEntry) => `${entry.text} (${entry.topics.join(', ')})`;
/** A life event: a biography entry, or an idea told as what happened. */
const tellsEvent = (entry: FramedEntry) =>
  entry.kind === 'biography' || TELLS_EVENT.test(entry.text);
/** A rule, an idea or a saying: something to keep, examine or act on. */
const holdsIdea = (entry: FramedEntry) =>
  !tellsEvent(entry) || entry.topics.some((t) => SAYINGS.has(t));

/**
 * What each move's lines say the entry they frame is, as the entry must show it: "A rule worth
 * keeping." calls it a rule or idea to keep, which an event is not (Franklin's 1783 dry fog is
 * something he saw); "Remind yourself of this. … Then act on it" advice to act on; "Let me tell you
 * how it happened." an event; "I tested this myself." a test; "Here is what patient watching showed
 * me." something seen; "Here is the plain picture." a picture (an entry filed under 'analogy'); "Let
 * the numbers speak." numbers; "Let us go step by step." reasoning. An aside (irony) or a way of
 * seeing (image) says nothing of the entry. Where the entry does not show it, the move is left out:
 * a plain entry reads better than a frame that misnames it.
 */
const MOVE_FITS: Record<RhetoricalMove, (entry: FramedEntry) => boolean> = {
  maxim: holdsIdea,
  // "Then act on it, today": advice to live by, not a fact about the world (how milk sours).
  exhortation: (entry) => holdsIdea(entry) && SPEAKS_OF_CONDUCT.test(entry.text),
  question: holdsIdea,
  story: tellsEvent,
  experiment: (entry) => SPEAKS_OF_A_TEST.test(said(entry)),
  observation: (entry) => SPEAKS_OF_SEEING.test(said(entry)),
  analogy: (entry) => entry.topics.includes('analogy'),
  // The numbers of an idea: those of a life event are its dates and ages.
  reckoning: (entry) => holdsIdea(entry) && SPEAKS_OF_NUMBERS.test(said(entry)),
  proof: (entry) => REASONS.test(said(entry)),
  irony: () => true,
  image: () => true,
};

/** Whether a move's lines fit the entry they would frame. */
export function moveFits(move: RhetoricalMove, entry: FramedEntry): boolean {
  return MOVE_FITS[move](entry);
}

/** The first of `moves`, starting at `from`, that fits the entry; none if no move does. */
export function fittingMove(
  moves: readonly RhetoricalMove[],
  from: number,
  entry: FramedEntry,
): RhetoricalMove | undefined {
  for (let i = 0; i < moves.length; i++) {
    const move = moves[(from + i) % moves.length]!;
    if (moveFits(move, entry)) return move;
  }
  return undefined;
}
