const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by can could did do does for from had has have how i if in into is it its me my of on or our ' +
    'she he so than that the their them then there these they this to was we were what when where which who why will with would you your ' +
    'about tell explain more some any all just not no yes also very really much many know want like get make please us ' +
    'work works working thing things way ways happen happens mean means'
  ).split(' '),
);

/** Demonyms and irregular forms that a suffix stripper cannot relate to their root. */
const IRREGULAR: Record<string, string> = {
  roman: 'rome',
  romans: 'rome',
  greek: 'greece',
  greeks: 'greece',
  egyptian: 'egypt',
  egyptians: 'egypt',
  chinese: 'china',
  persian: 'persia',
  indian: 'india',
  mexican: 'mexico',
  russian: 'russia',
  french: 'france',
  english: 'england',
  british: 'britain',
  athenian: 'athens',
  athenians: 'athens',
  children: 'child',
  mice: 'mouse',
  women: 'woman',
  men: 'man',
  people: 'person',
};

/** Crude English stemmer: enough to match "electrical", "electricity" and "electric" to one stem. */
export function stem(word: string): string {
  let w = IRREGULAR[word] ?? word;
  if (w !== word) return w;
  if (w.length >= 6 && (w.endsWith('ied') || w.endsWith('ies'))) return `${w.slice(0, -3)}y`;
  for (const suffix of [
    'icity',
    'ically',
    'ical',
    'ation',
    'ating',
    'ated',
    'ates',
    'ities',
    'ness',
    'ment',
    'ings',
    'ing',
    'ity',
    'ate',
    'ies',
    'ied',
    'ous',
    'ive',
    'ers',
    'ed',
    'es',
    'er',
    'al',
    'ic',
    'ly',
    's',
  ]) {
    if (w.length - suffix.length >= 4 && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  return w;
}

export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 1 && !STOP_WORDS.has(t))
    .map(stem);
}

/** Related words a learner may use for the same idea; each group is matched as one concept. */
const SYNONYM_GROUPS: string[][] = [
  [
    'electricity',
    'electric',
    'electrical',
    'current',
    'voltage',
    'circuit',
    'lightning',
    'spark',
    'battery',
    'electromagnetism',
    'alternating',
    'dynamo',
  ],
  ['magnetism', 'magnet', 'magnetic', 'field', 'compass', 'induction'],
  ['rome', 'roman', 'empire', 'decline', 'caesar', 'legion', 'barbarian', 'emperor'],
  [
    'computer',
    'computing',
    'computation',
    'programming',
    'program',
    'algorithm',
    'software',
    'machine',
    'code',
    'calculate',
    'processor',
    'information',
  ],
  ['dna', 'gene', 'genetics', 'heredity', 'helix', 'chromosome', 'inheritance'],
  ['evolution', 'natural selection', 'species', 'adaptation', 'darwin', 'origin'],
  [
    'space',
    'astronomy',
    'planet',
    'star',
    'moon',
    'orbit',
    'cosmos',
    'universe',
    'telescope',
    'rocket',
    'astronaut',
    'sky',
  ],
  ['gravity', 'gravitation', 'falling', 'weight', 'attraction'],
  ['light', 'optics', 'color', 'colour', 'prism', 'photon', 'rainbow'],
  ['art', 'painting', 'paint', 'painter', 'canvas', 'drawing', 'portrait', 'brush'],
  ['poetry', 'poem', 'poet', 'verse', 'rhyme', 'sonnet'],
  ['literature', 'novel', 'book', 'writing', 'writer', 'story', 'author', 'reading'],
  ['medicine', 'health', 'disease', 'doctor', 'physician', 'illness', 'healing', 'cure', 'body'],
  ['philosophy', 'wisdom', 'ethics', 'virtue', 'morality', 'meaning', 'good life'],
  ['stoicism', 'stoic', 'calm', 'resilience', 'adversity'],
  ['mathematics', 'math', 'maths', 'number', 'equation', 'algebra', 'proof', 'arithmetic'],
  ['geometry', 'triangle', 'circle', 'angle', 'shape'],
  ['war', 'battle', 'military', 'army', 'strategy', 'conflict', 'enemy'],
  ['freedom', 'slavery', 'abolition', 'liberty', 'justice', 'civil rights', 'equality'],
  ['nature', 'environment', 'ecology', 'wildlife', 'conservation', 'climate', 'animals', 'forest'],
  ['music', 'song', 'sing', 'rhythm', 'melody', 'instrument', 'drum', 'dance'],
  ['economics', 'economy', 'money', 'trade', 'tax', 'market', 'wealth', 'business'],
  ['politics', 'government', 'state', 'ruler', 'law', 'democracy'],
  ['education', 'learning', 'teaching', 'study', 'school', 'student', 'teacher'],
  ['food', 'cooking', 'farming', 'agriculture', 'crop', 'harvest', 'eat'],
  ['religion', 'spirituality', 'faith', 'god', 'prayer', 'soul', 'divine', 'mystic'],
  ['psychology', 'mind', 'emotion', 'behavior', 'behaviour', 'thinking', 'feeling', 'brain'],
  ['invention', 'inventor', 'engineering', 'innovation', 'design', 'machine', 'patent', 'build'],
  ['energy', 'heat', 'radiation', 'atom', 'nuclear'],
  ['radioactivity', 'radium', 'polonium', 'radiation', 'uranium', 'x-ray'],
  ['theatre', 'theater', 'play', 'stage', 'drama', 'actor', 'performance', 'film'],
  ['language', 'languages', 'communication', 'word', 'speech', 'translation', 'grammar'],
  ['travel', 'geography', 'voyage', 'journey', 'map', 'explore', 'exploration'],
  ['sport', 'sports', 'athletics', 'exercise', 'fitness', 'games'],
  ['fossil', 'dinosaur', 'paleontology', 'extinct', 'extinction', 'bones'],
  ['time', 'clock', 'relativity', 'spacetime'],
  ['artificial intelligence', 'ai', 'thinking machine', 'intelligent machine', 'chatbot', 'robot'],
];

const SYNONYMS = new Map<string, Set<string>>();
for (const group of SYNONYM_GROUPS) {
  const stems = new Set(group.flatMap(tokenize));
  for (const s of stems) {
    const known = SYNONYMS.get(s) ?? new Set<string>();
    for (const other of stems) known.add(other);
    SYNONYMS.set(s, known);
  }
}

/** Query terms with weights: the words themselves count fully, their synonyms at 0.4. */
/** Phrases whose words mislead one by one ("the fall of Rome" is not about falling bodies). */
const PHRASES: [RegExp, string][] = [
  [/\b(rise and )?fall of (the )?/gi, 'decline of '],
  [/\bdouble helix\b/gi, 'dna helix'],
];

export function expandQuery(text: string): Map<string, number> {
  const weights = new Map<string, number>();
  const phrased = PHRASES.reduce(
    (t, [pattern, replacement]) => t.replace(pattern, replacement),
    text,
  );
  for (const term of tokenize(phrased)) {
    weights.set(term, Math.max(weights.get(term) ?? 0, 1));
    for (const related of SYNONYMS.get(term) ?? []) {
      if (!weights.has(related)) weights.set(related, 0.4);
    }
  }
  return weights;
}
