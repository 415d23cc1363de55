/*
 * Plain lists shared by backend, frontends and @agora/emotion. This file imports nothing (no zod),
 * so a frontend can import it by path (`@agora/contracts/src/catalogue-constants`) and bundle only
 * these arrays.
 */

/** Spec 01 §3: the 20 topic categories, exact names and order. */
export const TOPIC_CATEGORIES = [
  'Science & Technology',
  'History & Culture',
  'Art & Literature',
  'Mathematics & Physics',
  'Medicine & Health',
  'Philosophy & Ethics',
  'Music & Performance',
  'Engineering & Innovation',
  'Psychology & Human Behavior',
  'Economics & Politics',
  'Environment & Nature',
  'Space & Astronomy',
  'Sports & Athletics',
  'Food & Cooking',
  'Travel & Geography',
  'Languages & Communication',
  'Business & Entrepreneurship',
  'Education & Learning',
  'Social Issues & Justice',
  'Religion & Spirituality',
] as const;
export type TopicCategory = (typeof TOPIC_CATEGORIES)[number];

/** Spec 01 §3: the 11 interface and content languages, code and English name, in the spec's order. */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'zh', name: 'Chinese' },
  { code: 'hi', name: 'Hindi' },
  { code: 'es', name: 'Spanish' },
  { code: 'fr', name: 'French' },
  { code: 'ar', name: 'Arabic' },
  { code: 'bn', name: 'Bengali' },
  { code: 'pt', name: 'Portuguese' },
  { code: 'ru', name: 'Russian' },
  { code: 'ja', name: 'Japanese' },
  { code: 'de', name: 'German' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);

/** Spec 01 §9: the learner emotions the classifier and the mentor prompts know. */
export const EMOTIONS = [
  'excited',
  'frustrated',
  'confused',
  'curious',
  'breakthrough',
  'struggling',
  'neutral',
] as const;

/** How a figure's words relate to the record: a documented fact, an inference, or role-play. */
export const CLAIM_KINDS = ['documented', 'inference', 'role-play'] as const;

/**
 * What makes two custom topics the same: 'Volcanoes' and ' volcanoes' are one topic. The client
 * refuses the second and the server answers 400, both with this key.
 */
export function topicKey(topic: string): string {
  return topic.normalize('NFKC').trim().toLowerCase();
}
