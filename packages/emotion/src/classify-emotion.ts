import { CONFIDENCE_THRESHOLD, type Emotion, type EmotionResult } from './emotion';
import { KEYWORDS_BY_LANGUAGE, type KeywordSet } from './keywords';
import { keywordPattern, normalize } from './matcher';

type Scored = Exclude<Emotion, 'neutral'>;

const WEIGHTS: Record<keyof KeywordSet, { emotion: Scored; weight: number }> = {
  excitement: { emotion: 'excited', weight: 2 },
  frustration: { emotion: 'frustrated', weight: 2 },
  confusion: { emotion: 'confused', weight: 1.5 },
  curiosity: { emotion: 'curious', weight: 2 },
  breakthrough: { emotion: 'breakthrough', weight: 3 },
  struggling: { emotion: 'struggling', weight: 2 },
};
const PUNCTUATION_WEIGHT = 3;
const EXCITED_EMOJI = ['🎉', '🤩', '😍', '🔥', '🚀', '✨', '😃', '😄', '🥳', '🙌', '🤯'];
const FRUSTRATED_EMOJI = ['😤', '😠', '😡', '🤬', '😩', '😫', '🙄'];
/** On a tie the more actionable emotion wins: help the stuck learner before celebrating. */
const TIE_ORDER: Scored[] = [
  'frustrated',
  'struggling',
  'confused',
  'breakthrough',
  'excited',
  'curious',
];

const PATTERNS = Object.entries(WEIGHTS).flatMap(([list, { emotion, weight }]) =>
  Object.values(KEYWORDS_BY_LANGUAGE).flatMap((set) =>
    set[list as keyof KeywordSet].map((keyword) => ({
      keyword,
      emotion,
      weight,
      pattern: keywordPattern(keyword),
    })),
  ),
);

/** Scores a learner's message against the seven emotions of spec 01 §4. */
export function classifyEmotion(text: string): EmotionResult {
  const message = normalize(text);
  const scores: Record<Scored, number> = {
    excited: 0,
    frustrated: 0,
    confused: 0,
    curious: 0,
    breakthrough: 0,
    struggling: 0,
  };
  const indicators = new Set<string>();
  const add = (emotion: Scored, weight: number, indicator: string) => {
    scores[emotion] += weight;
    indicators.add(indicator);
  };

  const seen = new Set<string>();
  for (const { keyword, emotion, weight, pattern } of PATTERNS) {
    const id = `${emotion}:${keyword}`;
    if (seen.has(id) || !pattern.test(message)) continue;
    seen.add(id);
    add(emotion, weight, keyword);
  }
  if (message.includes('!')) add('excited', PUNCTUATION_WEIGHT, '!');
  for (const emoji of EXCITED_EMOJI)
    if (message.includes(emoji)) add('excited', PUNCTUATION_WEIGHT, emoji);
  if (message.includes('??')) add('frustrated', PUNCTUATION_WEIGHT, '??');
  for (const emoji of FRUSTRATED_EMOJI)
    if (message.includes(emoji)) add('frustrated', PUNCTUATION_WEIGHT, emoji);
  const questionMarks = (message.match(/\?/g) ?? []).length;
  if (questionMarks > 1) add('confused', questionMarks, '?'.repeat(questionMarks));

  const total = Object.values(scores).reduce((sum, score) => sum + score, 0);
  if (total === 0) return { emotion: 'neutral', confidence: 0, indicators: [] };
  const top = TIE_ORDER.reduce(
    (best, emotion) => (scores[emotion] > scores[best] ? emotion : best),
    TIE_ORDER[0]!,
  );
  const confidence = Math.min(1, scores[top] / total);
  return {
    emotion: confidence < CONFIDENCE_THRESHOLD ? 'neutral' : top,
    confidence: Math.round(confidence * 1000) / 1000,
    indicators: [...indicators],
  };
}
