export { classifyEmotion } from './classify-emotion';
export { CONFIDENCE_THRESHOLD, EMOTIONS, type Emotion, type EmotionResult } from './emotion';
