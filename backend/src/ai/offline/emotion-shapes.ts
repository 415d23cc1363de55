import { pick } from './voice';

/** Plain-language pictures for the topics learners most often find confusing. */
const ANALOGIES: [RegExp, string][] = [
  [
    /electric|current|circuit|voltage|alternating/i,
    'Think of electric current as water in a pipe: the pressure pushes, the flow is the current, and a narrow pipe resists.',
  ],
  [
    /magnet|field|induction/i,
    'Picture iron filings around a magnet: the invisible field shows itself in the pattern they make.',
  ],
  [
    /\b(fall|falls|falling|heavy|heavier|drop|dropped)\b/i,
    'Imagine tying a heavy stone to a light one: if heavy things fell faster, the light one would hold the pair back and the pair would also fall faster, which cannot both be true. So they fall together.',
  ],
  [
    /gravity|orbit|falling|motion/i,
    'Think of a ball thrown so hard that the ground curves away beneath it as fast as it falls: that is an orbit.',
  ],
  [
    /relativity|time|light/i,
    'Imagine two friends with identical watches, one at rest and one on a very fast train: the watches no longer agree.',
  ],
  [
    /evolution|selection|species/i,
    'Think of a family tree that keeps branching, where only the branches that suit their surroundings keep growing.',
  ],
  [/dna|gene|helix/i, 'Think of DNA as a twisted ladder whose rungs spell out a recipe.'],
  [
    /comput|program|algorithm|machine/i,
    'Think of a program as a recipe so exact that even a machine with no judgement can follow it.',
  ],
  [
    /mathemat|number|equation|algebra|geometry|proof/i,
    'Think of an equation as a balance scale: whatever you do to one side, you must do to the other.',
  ],
  [
    /radio|radiat|atom/i,
    'Think of an unstable atom as a wound-up spring that eventually lets go, releasing energy as it settles.',
  ],
  [
    /philosoph|virtue|ethic|stoic/i,
    'Think of character as a path worn by walking: each choice presses it a little deeper.',
  ],
  [
    /art|paint|colour|color/i,
    'Think of colours as musical notes: some harmonise, some clash, and the clash can be the point.',
  ],
  [
    /histor|empire|rome|dynast/i,
    'Think of an empire like a great house: it rarely falls in one storm, but after years of small leaks.',
  ],
  [
    /poetr|poem|literat|novel|writ/i,
    'Think of a poem as a photograph of a feeling, taken with words instead of light.',
  ],
];

const GENERIC_ANALOGY =
  'Think of it like learning a new road: first the landmarks, then the turns between them.';

/** The learner's own words decide the picture first; the topic of the answer is the fallback. */
export function analogyFor(message: string, topics = ''): string {
  return (
    (ANALOGIES.find(([pattern]) => pattern.test(message)) ??
      ANALOGIES.find(([pattern]) => pattern.test(topics)))?.[1] ?? GENERIC_ANALOGY
  );
}

export interface EmotionFrame {
  lead?: string;
  tail?: string;
  factLimit: number;
  challenge?: boolean;
}

/** How the learner's state changes a reply: what comes before and after the facts, and how many facts. */
export function emotionFrame(
  emotion: string | undefined,
  message: string,
  topics: string,
  variant: number,
): EmotionFrame {
  switch (emotion) {
    case 'confused':
      return {
        lead: `Let me put it more simply. ${analogyFor(message, topics)}`,
        tail: pick(
          [
            'Does that picture match what you had in mind?',
            'Can you tell me, in one sentence, what the picture shows?',
            'Which part of that still feels foggy?',
          ],
          variant,
        ),
        factLimit: 1,
      };
    case 'struggling':
      return {
        lead: pick(
          [
            'You are doing better than you think; hard things feel hard while you learn them.',
            'Keep going: every learner I ever met struggled exactly here.',
          ],
          variant,
        ),
        tail: 'A smaller next step: take just the first idea above and say it back to me in your own words.',
        factLimit: 1,
      };
    case 'frustrated':
      return {
        lead: pick(
          ['I hear your frustration, and it is fair.', 'That is frustrating, I know.'],
          variant,
        ),
        tail: 'That is the shortest path forward; we can add detail later.',
        factLimit: 1,
      };
    case 'excited':
    case 'breakthrough':
      return {
        lead: pick(
          ['Yes! That is exactly the spark.', 'Wonderful: you have found the thread.'],
          variant,
        ),
        factLimit: 2,
        challenge: true,
      };
    case 'curious':
      return { factLimit: 2, tail: 'What would you like to follow next?' };
    default:
      return { factLimit: 2 };
  }
}
