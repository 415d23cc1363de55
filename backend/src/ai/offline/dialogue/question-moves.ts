import type { Fact } from '../../knowledge/fact';
import type { Hit } from '../../knowledge/knowledge-base';
import { expandQuery, tokenize } from '../../knowledge/text-analysis';
import { styleOf } from '../style';
import { fittingLine } from '../style/opener-fit';
import { afterMyTimeLine, type LaterEvent } from '../time-awareness';
import { pick } from '../voice';
import { touches } from './concept-entries';
import { asksAboutFigure, wantsItSimple } from './learner-move';
import { asPicture, quoteOf, type MoveContext, type Reply } from './reply-parts';

const CHIT_CHAT =
  /\b(favou?rite|do you (like|enjoy|watch|play)|weather|how are you|what'?s up|are you (a )?(bot|real|robot|ai|human)|hobb(y|ies)|pizza|burgers?|movies?|netflix|video ?games?|football|soccer|basketball|boyfriend|girlfriend)\b/i;

/**
 * An entry found through the question before a message that points back must still be at least this
 * near the message itself in meaning (cosine; the knowledge base's fitting entries score 0.40–0.60,
 * unrelated ones 0.05–0.30): "was it dangerous?" after radium finds the harm radium did, not its price.
 */
const NEAR_MESSAGE_IN_CONTEXT = 0.22;

/** The figure's entries that speak to the message, not yet said, best first. */
export function ownAnswers(ctx: MoveContext): Fact[] {
  return rankedAnswers(ctx).answers;
}

/**
 * `ownAnswers`, and which of them answer the message well enough to be said after the first: close
 * to it in meaning, or sharing two of its words. One shared word alone brought the Brandenburg
 * Concertos into Bach's answer on learning an instrument ("play"), and Franklin's slaves into his
 * answer on trusting a new product ("people"). Answers found through the conversation all do.
 */
function rankedAnswers(ctx: MoveContext): { answers: Fact[]; alsoFits: (f: Fact) => boolean } {
  const terms = new Set(tokenize(ctx.message));
  if (!terms.size) return { answers: [], alsoFits: () => false };
  const hits = ctx.kb.search(ctx.query, new Set([ctx.figure.name]));
  // About the message: sharing its words, or close to it in meaning.
  const close = new Set(ctx.kb.closeHits(hits).map((h) => h.item));
  const unsaid = hits.map((h) => h.item).filter((f) => !ctx.state.said.has(f.id));
  const sharing = (words: ReadonlySet<string>) =>
    unsaid.filter((f) => touches(f, words) || close.has(f));
  // The learner's own words first; their synonyms only when those find nothing ("Were you
  // punished?" finds the trial and the house arrest through "trial" and "arrest").
  const own = sharing(terms);
  const words = own.length ? terms : new Set(expandQuery(ctx.message).keys());
  const direct = own.length ? own : sharing(words);
  const enough = Math.min(2, words.size);
  const alsoFits = (f: Fact) => close.has(f) || sharedCount(f, words) >= enough;
  // Entries that only share a word with a message that points back ("were they all the same?") give
  // way to what answers it in context.
  if (direct.some((f) => close.has(f))) return { answers: direct, alsoFits };
  const inContext = answersInContext(ctx, hits);
  return inContext.length
    ? { answers: inContext, alsoFits: () => true }
    : { answers: direct, alsoFits };
}

function sharedCount(fact: Fact, terms: ReadonlySet<string>): number {
  return new Set(tokenize(`${fact.text} ${fact.topics.join(' ')}`).filter((t) => terms.has(t)))
    .size;
}

/**
 * For a message that points back ("was it dangerous?"), which may share no word with what answers it:
 * the entries close to it read with the question before it, nearest to the message itself first.
 * A message whose meaning lies wholly in the conversation ("which one was harder to find?", "who was
 * against it?") is near no entry at all alone; it takes them in the order the conversation ranks them.
 */
function answersInContext(ctx: MoveContext, messageHits: readonly Hit[]): Fact[] {
  if (!ctx.inContextQuery) return [];
  const nearMessage = new Map(messageHits.map((h) => [h.item, h.semantic]));
  const nearness = (f: Fact) => nearMessage.get(f) ?? 0;
  const inContext = ctx.kb
    .closeHits(ctx.kb.search(ctx.inContextQuery, new Set([ctx.figure.name])))
    .map((h) => h.item)
    .filter((f) => !ctx.state.said.has(f.id));
  const nearIt = inContext
    .filter((f) => nearness(f) >= NEAR_MESSAGE_IN_CONTEXT)
    .sort((a, b) => nearness(b) - nearness(a));
  if (nearIt.length) return nearIt;
  // Unless it names something of its own that someone knows ("is that why the sky is blue?").
  const saysSomethingAlone = ctx.kb.closeHits(ctx.kb.search(ctx.query)).length > 0;
  return saysSomethingAlone ? [] : inContext;
}

/** Who else in the knowledge base speaks to most of the message's words, if anyone. */
function betterVoice(ctx: MoveContext): string | undefined {
  const terms = [...new Set(tokenize(ctx.message))];
  const hits = ctx.kb.search(ctx.query);
  const close = ctx.kb.closeHits(hits)[0];
  if (close && close.semantic > 0)
    return close.item.figure !== ctx.figure.name ? close.item.figure : undefined;
  // By words, only on two of them at least: one word alone ("try") sent Einstein's learner to Cleopatra.
  const enough = Math.max(2, Math.ceil((terms.length * 2) / 3));
  const hit = hits.find((h) => {
    const own = new Set(tokenize(`${h.item.text} ${h.item.topics.join(' ')}`));
    return terms.filter((t) => own.has(t)).length >= enough;
  });
  return hit && hit.item.figure !== ctx.figure.name ? hit.item.figure : undefined;
}

/** A new question: the figure's entries that answer it; chatter or a question for someone else gets a redirect. */
export function answerQuestion(ctx: MoveContext): Reply {
  const { answers, alsoFits } = rankedAnswers(ctx);
  if (!answers.length && CHIT_CHAT.test(ctx.message)) return redirect(ctx);
  // "Was it hard?" is about the conversation and "Did anyone help you?" about the figure: neither is
  // a question for someone else.
  const other =
    answers.length || ctx.inContextQuery || asksAboutFigure(ctx.message)
      ? undefined
      : betterVoice(ctx);
  if (!answers.length && ctx.state.question) return redirect(ctx, other);
  if (!answers.length) return fromMyCorner(ctx, other);
  const style = styleOf(ctx.figure);
  const simple = wantsItSimple(ctx.message, ctx.emotion);
  const picture = simple ? answers.find((f) => f.topics.includes('analogy')) : undefined;
  // Pictures are kept back for a learner who asks again more simply.
  const plain = answers.filter((f) => !f.topics.includes('analogy') && alsoFits(f));
  const facts = picture
    ? [picture]
    : [answers[0]!, ...plain.filter((f) => f !== answers[0])].slice(0, simple ? 1 : 2);
  const said = facts.map((f) => f.text).join(' ');
  return {
    parts: [
      { text: simple ? 'Let us take it gently, one idea at a time.' : '' },
      {
        text: ctx.variant % 2 ? fittingLine(style.openers, ctx.variant >>> 4, said) : '',
        optional: true,
      },
      { text: picture ? asPicture(picture.text) : facts[0]!.text },
      ...facts.slice(1).map((f) => ({ text: f.text, optional: true })),
      { text: fittingLine(style.closers, ctx.variant >>> 3, said), optional: true },
    ],
    facts,
  };
}

const ASIDES = [
  'That is not something my own work can speak to.',
  'On that I would only be guessing, and I would rather not.',
  'I have nothing worth saying on that.',
];

/** Off-topic: a short, in-character way back to the concept (or to what the figure knows). */
export function redirect(ctx: MoveContext, other?: string): Reply {
  const back = ctx.state.question
    ? `Let us go back to your question, “${quoteOf(ctx.state.question, 110)}”. Shall I go on?`
    : `Ask me about ${ctx.figure.topics.slice(0, 2).join(' or ')} instead.`;
  return {
    parts: [
      { text: pick(ASIDES, ctx.variant) },
      { text: other ? `${other} would know more of it than I.` : '', optional: true },
      { text: back },
    ],
    facts: [],
    framing: 'role-play',
    limit: 340,
  };
}

/** A question the figure's record does not answer: who knows it better, then the nearest thing the figure knows. */
function fromMyCorner(ctx: MoveContext, other: string | undefined): Reply {
  const nearest = ctx.kb
    .search(`${ctx.message} ${ctx.figure.topics.join(' ')}`, new Set([ctx.figure.name]))
    .map((h) => h.item)
    .find((f) => !ctx.state.said.has(f.id));
  return {
    parts: [
      {
        text: other
          ? `That is more ${other}’s field than mine; ask them too.`
          : 'My own record does not answer that directly.',
      },
      { text: nearest ? `The nearest thing I can tell you from my own life: ${nearest.text}` : '' },
    ],
    facts: nearest ? [nearest] : [],
    framing: 'inference',
  };
}

/** Something after the figure's lifetime: say so, then reason from the figure's own world. */
export function afterLifetime(ctx: MoveContext, later: LaterEvent): Reply {
  const nearest =
    ownAnswers(ctx)[0] ??
    ctx.kb
      .search(ctx.figure.topics.join(' '), new Set([ctx.figure.name]))
      .map((h) => h.item)
      .find((f) => !ctx.state.said.has(f.id));
  return {
    parts: [
      { text: afterMyTimeLine(ctx.figure, later, ctx.variant) },
      { text: nearest ? `What I knew was this: ${nearest.text}` : '' },
      { text: 'What do you think I would have made of it?', optional: true },
    ],
    facts: nearest ? [nearest] : [],
    framing: 'inference',
  };
}
