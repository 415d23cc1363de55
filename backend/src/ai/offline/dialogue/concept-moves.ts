import { analogyFor } from '../emotion-shapes';
import { firstClause } from '../sentences';
import { styleOf } from '../style';
import { fittingLine } from '../style/opener-fit';
import { pick } from '../voice';
import { conceptName, nextOnConcept } from './concept-entries';
import { followUpKind } from './learner-move';
import type { MoveContext, Reply } from './reply-parts';
import { asPicture } from './reply-parts';

const LEADS = {
  cause: ['Here is why.', 'The reason lies here.', 'It comes down to this.'],
  meaning: ['Let me say it another way.', 'Put plainly, I mean this.', 'What I mean is this.'],
  sequence: ['Then this happened.', 'What came next was this.', 'After that:'],
  more: ['There is more to it.', 'Let me go on.', 'Here is the next piece.'],
} as const;

/** "Why?", "and then?": the concept goes on with the next entry not yet said. */
export function continueConcept(ctx: MoveContext): Reply {
  const kind = followUpKind(ctx.message) ?? 'more';
  const next = nextOnConcept(
    ctx.kb,
    ctx.figure.name,
    ctx.state,
    ctx.message,
    kind,
    ctx.conceptQuery,
  ).slice(0, 2);
  const name = conceptName(ctx.state);
  if (!next.length)
    return {
      parts: [
        { text: `That is as far as my own record goes on ${name}.` },
        { text: 'Ask me about it from another side, and I will try.' },
      ],
      facts: [],
    };
  return {
    parts: [
      { text: pick(LEADS[kind], ctx.variant) },
      { text: next[0]!.text },
      ...next.slice(1).map((f) => ({ text: f.text, optional: true })),
      {
        text: fittingLine(styleOf(ctx.figure).closers, ctx.variant >>> 3, next[0]!.text),
        optional: true,
      },
    ],
    facts: next,
  };
}

const SIMPLER = [
  'Let me put it more simply.',
  'No shame in that; let me try a plainer way.',
  'Let us slow down and take it in one piece.',
];
const CHECKS = [
  (name: string) => `Now you: how would you explain ${name} to a friend, in one sentence?`,
  (name: string) =>
    `Does the picture help? What does it show you about ${name}, in your own words?`,
  (name: string) => `Which part of that picture matches ${name}, do you think?`,
];

const FEELINGS: Record<string, string> = {
  struggling: 'You are doing better than you think; hard things feel hard while you learn them.',
  frustrated: 'I hear your frustration, and it is fair.',
};

/** "I don't get it": the same concept again, more simply, with a picture and a check question. */
export function reExplain(ctx: MoveContext): Reply {
  const entries = nextOnConcept(
    ctx.kb,
    ctx.figure.name,
    ctx.state,
    ctx.message,
    'simpler',
    ctx.conceptQuery,
  );
  const picture = entries.find((f) => f.topics.includes('analogy'));
  const name = conceptName(ctx.state);
  const { concept } = ctx.state;
  const topics = concept?.topics.join(' ') ?? '';
  const clause = concept && concept !== picture ? firstClause(concept.text, 400) : '';
  const core = clause.length <= 170 ? clause : '';
  return {
    parts: [
      { text: FEELINGS[ctx.emotion ?? ''] ?? '' },
      { text: pick(SIMPLER, ctx.variant) },
      {
        text: picture
          ? asPicture(picture.text)
          : analogyFor(ctx.state.question ?? ctx.message, topics),
      },
      { text: core ? `In short: ${core}` : '', optional: true },
      { text: pick(CHECKS, ctx.variant >>> 2)(name) },
    ],
    facts: [picture, concept].filter((f): f is NonNullable<typeof f> => Boolean(f)),
  };
}

const CONFIRM = ['Yes, that is it.', 'Good, you have found the thread.', 'That is right.'];
const CHALLENGES = [
  (name: string) => `Try this next: where else in everyday life do you see ${name} at work?`,
  (name: string) => `Next challenge: explain ${name} to someone else today; teaching is the test.`,
  (name: string) => `Try this next: what would change if there were no ${name} at all?`,
];

/** "I get it now!": confirm, then the next step on the concept and a challenge. */
export function nextStep(ctx: MoveContext): Reply {
  const next = nextOnConcept(
    ctx.kb,
    ctx.figure.name,
    ctx.state,
    ctx.message,
    'next-step',
    ctx.conceptQuery,
  )[0];
  const name = conceptName(ctx.state);
  return {
    parts: [
      { text: pick(CONFIRM, ctx.variant) },
      { text: next ? `Now that you have it, take one step further. ${next.text}` : '' },
      { text: pick(CHALLENGES, ctx.variant >>> 2)(name) },
    ],
    facts: next ? [next] : [],
  };
}
