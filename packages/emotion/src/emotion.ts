import { EMOTIONS } from '@agora/contracts/src/catalogue-constants';

export { EMOTIONS };
export type Emotion = (typeof EMOTIONS)[number];

export type EmotionResult = {
  emotion: Emotion;
  /** Share of the winning score in all scores, 0..1. */
  confidence: number;
  /** The words, punctuation and emoji that produced the scores. */
  indicators: string[];
};

/** Below this confidence the message counts as neutral (spec 01 §9). */
export const CONFIDENCE_THRESHOLD = 0.3;
