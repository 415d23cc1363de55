import { REPLY_MAX_CHARS, type ClaimKind } from '@agora/contracts';
import type { Figure } from '../../catalogue/figure';
import type { Fact } from '../../knowledge/fact';
import type { KnowledgeBase } from '../../knowledge/knowledge-base';
import { tokenize } from '../../knowledge/text-analysis';
import type { ReplyInput } from '../../types/ai.types';
import { MOVES, styleOf } from '../style';
import { fittingMove } from '../style/move-fit';
import { afterMyTimeLine, laterThanLifetime } from '../time-awareness';
import { fitOrdered, pick, variantOf } from '../voice';
import { quoteOf } from './reply-parts';

export interface ThreadReply {
  figure: Figure;
  content: string;
  facts: Fact[];
  framing: ClaimKind;
}

const termsOf = (text: string) => new Set(tokenize(text));
const overlap = (fact: Fact, terms: ReadonlySet<string>) =>
  tokenize(`${fact.text} ${fact.topics.join(' ')}`).filter((t) => terms.has(t)).length;
/**
 * Words rarer than this among the entries (IDF) say what a text is about; commoner ones ("keep",
 * "differ", "light") are shared by entries on anything.
 */
const TELLING_RARITY = 4;
/** Said before an entry that does not answer the point (each voice its own words). */
const NOT_DIRECTLY = [
  'My own work does not answer that directly; the nearest thing I can offer is this:',
  'I cannot answer that from my own work; here is the closest thing I know:',
  'That lies outside what I studied; the nearest I can come is this:',
];

/**
 * Rabbit-hole replies that answer the learner's point: the first voice takes up what they wrote (in
 * their words) and answers with the entry that speaks to the words their point adds to the post;
 * each further voice brings an entry on a side no earlier voice took.
 */
export async function writeThreadReplies(
  input: ReplyInput,
  speakers: readonly Figure[],
  kb: KnowledgeBase,
): Promise<ThreadReply[]> {
  const point = input.userPost.content;
  const prepared = await kb.prepare(point);
  const earlier = [input.originalPost, ...input.thread].map((m) => m.content).join(' ');
  const newWords = new Set([...termsOf(point)].filter((t) => !termsOf(earlier).has(t)));
  const pointWords = termsOf(point);
  const taken: Fact[] = [];
  // Voices that cannot answer each say so in their own words, in turn.
  const firstVariant = variantOf(point, input.thread.length);
  return speakers.map((figure, i) => {
    const variant = variantOf(point, figure.name, input.thread.length, i);
    const takenTopics = new Set(taken.flatMap((f) => f.topics));
    const own = new Set([figure.name]);
    // Entries close in meaning to the learner's point count as answering it, as shared words do.
    const close = new Set(kb.closeHits(kb.search(prepared, own)).map((h) => h.item));
    const candidates = [
      ...close,
      ...kb.search(`${point} ${point} ${input.originalPost.content}`, own).map((h) => h.item),
    ].filter((f) => !earlier.includes(f.text.slice(0, 40)) && !taken.includes(f));
    const score = (f: Fact) =>
      3 * overlap(f, newWords) +
      overlap(f, pointWords) +
      (close.has(f) ? 2 : 0) -
      f.topics.filter((t) => takenTopics.has(t)).length;
    const fact =
      [...candidates].sort((a, b) => score(b) - score(a))[0] ??
      kb.factsOf(figure.name).find((f) => !earlier.includes(f.text.slice(0, 40)))!;
    taken.push(fact);
    // An entry answers the point when it shares two of its telling words, or one and is close in
    // meaning: a common word ("keep", "differ") or a vague likeness alone is no answer.
    const telling = [...termsOf(`${fact.text} ${fact.topics.join(' ')}`)].filter(
      (t) => pointWords.has(t) && kb.rarity(t) >= TELLING_RARITY,
    ).length;
    const answers = telling >= 2 || (telling >= 1 && close.has(fact));
    const later = laterThanLifetime(figure, point);
    // The figure's first move whose lines fit the entry ("Do not argue about it; live it." follows
    // advice, not an event).
    const move = fittingMove(styleOf(figure).moves, 0, fact);
    const parts = [
      { text: `@${input.userPost.username}` },
      {
        // A further voice without an answer claims no other side: it says so plainly below.
        text:
          i === 0
            ? takeUp(point, answers, variant)
            : answers
              ? joinIn(speakers[i - 1]!.name, variant)
              : '',
      },
      { text: later ? afterMyTimeLine(figure, later, variant) : '' },
      {
        text: answers || later ? '' : pick(NOT_DIRECTLY, firstVariant + i),
      },
      { text: fact.text },
      { text: move ? pick(MOVES[move].after, variant >>> 3) : '', optional: true },
    ];
    return {
      figure,
      content: fitOrdered(parts, REPLY_MAX_CHARS),
      facts: [fact],
      framing: later || !answers ? 'inference' : 'documented',
    };
  });
}

/** The first voice quotes the learner's point back before answering it. */
function takeUp(point: string, answers: boolean, variant: number): string {
  const quote = quoteOf(point.replace(/^(but|so|and|well|hmm+)[,\s]+/i, ''), 100);
  // Without an entry that answers it, the quote stands alone before the honest "not directly".
  if (!answers) return pick([`You ask: “${quote}”`, `“${quote}”, you write.`], variant);
  return point.trim().endsWith('?')
    ? pick(
        [
          `You ask: “${quote}” A fair question.`,
          `“${quote}” Good; here is my answer.`,
          `To your question, “${quote}”, I would say this.`,
        ],
        variant,
      )
    : pick(
        [
          `You write: “${quote}” Let me answer that.`,
          `“${quote}” I hear the point, and here is mine.`,
          `You say “${quote}”; consider this.`,
        ],
        variant,
      );
}

/** A further voice says where it stands relative to the voice before it (to the learner it @-names). */
function joinIn(previous: string, variant: number): string {
  return pick(
    [
      `I see your question differently from ${previous}.`,
      `${previous} answers from one side; my own work answers from another.`,
      `Let me come at your question from somewhere else.`,
      `Where ${previous} stops, I would go on.`,
    ],
    variant,
  );
}
