/** Spec 01 §9: at most four chips. */
export const MAX_QUICK_REPLIES = 4;

const FIGURE_REPLIES: Record<string, string[]> = {
  'Albert Einstein': [
    'quick.einstein.relativity',
    'quick.einstein.thoughtExperiment',
    'quick.einstein.imagination',
  ],
  'Leonardo da Vinci': [
    'quick.leonardo.flight',
    'quick.leonardo.notebooks',
    'quick.leonardo.anatomy',
  ],
  'Marie Curie': ['quick.curie.radium', 'quick.curie.lab', 'quick.curie.advice'],
};
const GENERIC_REPLIES = [
  'quick.generic.discovery',
  'quick.generic.inspiration',
  'quick.generic.advice',
  'quick.generic.challenge',
];
const EMOTION_REPLIES: Record<string, string[]> = {
  confused: ['quick.confused.simpler', 'quick.confused.example'],
  excited: ['quick.excited.next', 'quick.excited.challenge'],
  struggling: ['quick.struggling.smaller', 'quick.struggling.hint'],
};

/**
 * The i18n keys of the suggestion chips: help that fits the learner's last emotion first, then
 * questions for this figure (or generic ones), four at most.
 */
export function selectQuickReplies(
  persona: string,
  lastUserEmotion: string | null | undefined,
): string[] {
  const extras = (lastUserEmotion && EMOTION_REPLIES[lastUserEmotion]) || [];
  const base = FIGURE_REPLIES[persona] ?? GENERIC_REPLIES;
  return [...extras, ...base].slice(0, MAX_QUICK_REPLIES);
}
