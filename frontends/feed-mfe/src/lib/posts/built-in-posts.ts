import type { ExplorePost } from '@agora/contracts';
import type { TFunction } from 'i18next';

interface BuiltIn {
  id: string;
  author: string;
  avatar: string;
  specialty: string;
  topic: string;
  claimKind: 'documented' | 'inference' | 'role-play';
  sources: string[];
}

const SAMPLES: BuiltIn[] = [
  {
    id: 'sample-1',
    author: 'Marie Curie',
    avatar: '⚗️',
    specialty: 'Physics & Chemistry',
    topic: 'Science & Technology',
    claimKind: 'documented',
    sources: ['Nobel Prize biography, 1911'],
  },
  {
    id: 'sample-2',
    author: 'Leonardo da Vinci',
    avatar: '🎨',
    specialty: 'Renaissance polymath',
    topic: 'Art & Literature',
    claimKind: 'documented',
    sources: ['Codex Leicester'],
  },
  {
    id: 'sample-3',
    author: 'Ada Lovelace',
    avatar: '💻',
    specialty: 'Mathematics & computing',
    topic: 'Science & Technology',
    claimKind: 'documented',
    sources: ['Notes on the Analytical Engine, 1843'],
  },
  {
    id: 'sample-4',
    author: 'Marcus Aurelius',
    avatar: '🏛️',
    specialty: 'Stoic philosophy',
    topic: 'Philosophy & Ethics',
    claimKind: 'documented',
    sources: ['Meditations, Book IV'],
  },
  {
    id: 'sample-5',
    author: 'Galileo Galilei',
    avatar: '🔭',
    specialty: 'Astronomy',
    topic: 'Space & Astronomy',
    claimKind: 'documented',
    sources: ['Sidereus Nuncius, 1610'],
  },
];

const FALLBACKS: BuiltIn[] = [
  {
    id: 'fallback-1',
    author: 'Socrates',
    avatar: '🏺',
    specialty: 'Classical philosophy',
    topic: 'Philosophy & Ethics',
    claimKind: 'role-play',
    sources: [],
  },
  {
    id: 'fallback-2',
    author: 'Charles Darwin',
    avatar: '🐢',
    specialty: 'Natural history',
    topic: 'Environment & Nature',
    claimKind: 'documented',
    sources: ['On the Origin of Species, 1859'],
  },
  {
    id: 'fallback-3',
    author: 'Isaac Newton',
    avatar: '🍎',
    specialty: 'Physics of gravity',
    topic: 'Mathematics & Physics',
    claimKind: 'documented',
    sources: ['Principia, 1687'],
  },
];

const DEEP_DIVES: BuiltIn[] = [
  {
    id: 'deep-1',
    author: 'Hypatia',
    avatar: '📐',
    specialty: 'Mathematics of antiquity',
    topic: 'Education & Learning',
    claimKind: 'role-play',
    sources: [],
  },
  {
    id: 'deep-2',
    author: 'Confucius',
    avatar: '📜',
    specialty: 'Chinese philosophy',
    topic: 'Education & Learning',
    claimKind: 'role-play',
    sources: [],
  },
  {
    id: 'deep-3',
    author: 'Albert Einstein',
    avatar: '🧠',
    specialty: 'Theoretical physics',
    topic: 'Education & Learning',
    claimKind: 'role-play',
    sources: [],
  },
];

function build(list: BuiltIn[], group: string, t: TFunction, now: number): ExplorePost[] {
  return list.map((p, i) => ({
    ...p,
    content: t(`builtIn.${group}.${i}`),
    timestamp: new Date(now - (i + 1) * 7 * 60_000).toISOString(),
  }));
}

/** The five posts shown on first load, before the generated feed arrives. */
export const samplePosts = (t: TFunction, now = Date.now()) => build(SAMPLES, 'samples', t, now);
/** Shown when generation fails and nothing is cached. */
export const fallbackPosts = (t: TFunction, now = Date.now()) =>
  build(FALLBACKS, 'fallbacks', t, now);
/** The scripted thread shown when a deep dive cannot be generated. */
export const scriptedDeepDive = (t: TFunction, now = Date.now()) =>
  build(DEEP_DIVES, 'deepDive', t, now);
