import type { LanguageOption } from '@agora/contracts';

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

/** Spec 01 §3: the 11 interface and content languages. */
export const LANGUAGES: LanguageOption[] = [
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
];

/** Mentors left out of the explore list so that it holds the spec's 36 (24 mentors + 17 others − these 5). */
export const MENTORS_NOT_IN_EXPLORE = [
  'Cleopatra',
  'Sun Tzu',
  'Mikhail Bulgakov',
  'Edward Gibbon',
  'Ibn Khaldun',
];

/** Non-mentor figures that can also be @mentioned in group chats (24 mentors + these 6 = 30). */
export const EXTRA_MENTIONABLE = [
  'Alan Turing',
  'Aristotle',
  'Richard Feynman',
  'Jane Goodall',
  'Avicenna',
  'Laozi',
];
