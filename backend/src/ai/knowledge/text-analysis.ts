import porter2 from 'wink-porter2-stemmer';

/**
 * One analysis for the index and the query: words folded to lower case without accents, stop words
 * dropped, demonyms and irregular plurals mapped to their root, then the Porter2 (Snowball English)
 * stemmer, so "animal"/"animals" and "civilization"/"civilizations" meet. Known phrases ("black
 * hole", "natural selection") become one term whose words do not also count alone, so "black holes"
 * never matches "Black Americans"; neighbouring words also form bigram terms, so text where the
 * learner's words stand together ranks above text that only holds them apart. An indexed text keeps
 * a phrase's words as terms too (a question about "current" still finds "electric current"); a query
 * does not (a question about "black holes" looks for the phrase only).
 */

const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by can could did do does for from had has have how i if in into is it its me my of on or our ' +
    'she he so than that the their them then there these they this to was we were what when where which who why will with would you your ' +
    'about tell explain more some any all just not no yes also very really much many know want like get make please us ' +
    'work works working thing things way ways happen happens mean means s t don doesn didn isn should'
  ).split(' '),
);

/** Demonyms and irregular forms a stemmer cannot relate to their root. */
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
  gravity: 'gravit',
  analyses: 'analysis',
  bacteria: 'bacterium',
  phenomena: 'phenomenon',
  criteria: 'criterion',
  data: 'datum',
};

/**
 * Idioms: phrases that mean one thing together and something else word by word. In a query they
 * stand only as the phrase ("black holes" must not look for "black").
 */
export const IDIOMS = [
  'black hole',
  'fall of rome',
  'big bang',
  'milky way',
  'white dwarf',
  'red giant',
  'new world',
  'free will',
  'civil rights',
  'underground railroad',
  'golden mean',
  'golden ratio',
  'wu wei',
  'rosetta stone',
  'good life',
];

/** Compounds: phrases whose words keep their own meaning; the phrase only ranks text that holds it whole higher. */
export const COMPOUNDS = [
  'natural selection',
  'supply and demand',
  'division of labour',
  'division of labor',
  'double helix',
  'speed of light',
  'solar system',
  'north pole',
  'south pole',
  'roman empire',
  'world war',
  'prime number',
  'human rights',
  'scientific method',
  'immune system',
  'electric current',
  'magnetic field',
  'light year',
  'wild animal',
  'olympic games',
  'analytical engine',
  'difference engine',
  'artificial intelligence',
];

/** Every known phrase. */
export const KNOWN_PHRASES = [...IDIOMS, ...COMPOUNDS];

export function foldWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']s\b/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * Stems already worked out: indexing the knowledge base stems each of its few thousand words many
 * times over, and Porter2's regular expressions were most of an app's start-up.
 */
const knownStems = new Map<string, string>();
const KNOWN_STEMS_MAX = 100_000;

/** The stem of one folded word, or undefined for a stop word. */
export function stem(word: string): string | undefined {
  if (word.length < 2 || STOP_WORDS.has(word)) return undefined;
  const known = knownStems.get(word);
  if (known !== undefined) return known;
  const stemmed = IRREGULAR[word] ?? porter2(word);
  // Learners' questions bring new words: past the bound they are stemmed without being kept.
  if (knownStems.size < KNOWN_STEMS_MAX) knownStems.set(word, stemmed);
  return stemmed;
}

const BIGRAM = '~';

function withBigrams(terms: string[]): string[] {
  const bigrams = terms
    .slice(1)
    .map((t, i) => `${terms[i]}${BIGRAM}${t}`)
    .filter((b) => !b.includes('_'));
  return [...terms, ...bigrams];
}

export class TextAnalyser {
  /** Phrases as stem lists, keyed by their first stem for a quick scan, longest first. */
  private readonly phrases = new Map<string, string[][]>();
  /** The idioms' terms (`black_hole`): their words never stand alone in a query. */
  private readonly idioms = new Set<string>();

  /** `phrases` are compounds (their words also count) unless listed in `idioms`. */
  constructor(phrases: readonly string[] = COMPOUNDS, idioms: readonly string[] = IDIOMS) {
    for (const idiom of idioms) this.idioms.add(this.stemsOf(idiom).join('_'));
    for (const phrase of [...idioms, ...phrases]) {
      const stems = this.stemsOf(phrase);
      if (stems.length < 2) continue;
      const list = this.phrases.get(stems[0]!) ?? [];
      if (!list.some((p) => p.join(' ') === stems.join(' '))) list.push(stems);
      list.sort((a, b) => b.length - a.length);
      this.phrases.set(stems[0]!, list);
    }
  }

  /** Stop words inside a phrase ("supply and demand") stay out of its stems, as out of the text's. */
  private stemsOf(phrase: string): string[] {
    return foldWords(phrase)
      .map(stem)
      .filter((s): s is string => Boolean(s));
  }

  /**
   * Terms of a text: stems, with a known phrase also as one term (`speed_light`); an idiom's words are
   * left out unless `keepPhraseWords` (indexed text keeps them, so "black" alone still finds it).
   */
  terms(text: string, keepPhraseWords = false): string[] {
    const stems = foldWords(text)
      .map(stem)
      .filter((s): s is string => Boolean(s));
    const terms: string[] = [];
    for (let i = 0; i < stems.length; i++) {
      const phrase = this.phrases
        .get(stems[i]!)
        ?.find((p) => p.every((s, j) => stems[i + j] === s));
      if (phrase) {
        const term = phrase.join('_');
        terms.push(term);
        if (keepPhraseWords || !this.idioms.has(term)) terms.push(...phrase);
        i += phrase.length - 1;
      } else terms.push(stems[i]!);
    }
    return terms;
  }

  /** The terms of a text and its bigrams (adjacent single terms), as an index stores them. */
  indexTerms(text: string): string[] {
    return withBigrams(this.terms(text, true));
  }

  /** Query terms with weights: the learner's own terms fully, bigrams at 0.5, synonyms at 0.4. */
  expandQuery(text: string): Map<string, number> {
    const weights = new Map<string, number>();
    const phrased = QUERY_REWRITES.reduce((t, [pattern, to]) => t.replace(pattern, to), text);
    for (const term of withBigrams(this.terms(phrased))) {
      const own = term.includes(BIGRAM) ? 0.5 : 1;
      weights.set(term, Math.max(weights.get(term) ?? 0, own));
      if (own < 1) continue;
      for (const related of this.synonyms().get(term) ?? [])
        if (!weights.has(related)) weights.set(related, 0.4);
    }
    return weights;
  }

  private synonymMap?: Map<string, Set<string>>;

  private synonyms(): Map<string, Set<string>> {
    if (this.synonymMap) return this.synonymMap;
    const map = new Map<string, Set<string>>();
    for (const group of SYNONYM_GROUPS) {
      const stems = new Set(group.flatMap((w) => this.terms(w)));
      for (const s of stems) {
        const known = map.get(s) ?? new Set<string>();
        for (const other of stems) if (other !== s) known.add(other);
        map.set(s, known);
      }
    }
    this.synonymMap = map;
    return map;
  }
}

/** Questions whose words mislead one by one ("the fall of Rome" is not about falling bodies). */
const QUERY_REWRITES: [RegExp, string][] = [
  [/\b(rise and )?fall of (the )?(roman empire|rome)\b/gi, 'decline of the roman empire'],
  [/\bdouble helix\b/gi, 'dna double helix'],
];

/** Related words a learner may use for the same idea; each group is matched as one concept. */
const SYNONYM_GROUPS: string[][] = [
  [
    'electricity',
    'electric current',
    'current',
    'voltage',
    'circuit',
    'lightning',
    'spark',
    'battery',
    'electromagnetism',
    'dynamo',
  ],
  ['magnetism', 'magnet', 'magnetic field', 'compass', 'induction'],
  ['rome', 'roman empire', 'empire', 'decline', 'caesar', 'legion', 'barbarian', 'emperor'],
  ['computer', 'computing', 'programming', 'program', 'algorithm', 'software', 'code', 'calculate'],
  ['dna', 'gene', 'genetics', 'heredity', 'double helix', 'chromosome', 'inheritance'],
  ['evolution', 'natural selection', 'species', 'adaptation', 'variation'],
  ['space', 'astronomy', 'planet', 'star', 'orbit', 'cosmos', 'universe', 'telescope'],
  ['gravity', 'gravitation', 'falling', 'weight', 'attraction'],
  ['light', 'optics', 'color', 'colour', 'prism', 'photon', 'rainbow'],
  ['art', 'painting', 'painter', 'canvas', 'drawing', 'portrait', 'brush'],
  ['poetry', 'poem', 'poet', 'verse', 'rhyme', 'sonnet'],
  ['literature', 'novel', 'story', 'author', 'fiction'],
  ['medicine', 'health', 'disease', 'doctor', 'physician', 'illness', 'healing', 'cure'],
  ['vaccine', 'vaccination', 'inoculation', 'immunity', 'smallpox', 'cowpox'],
  ['germ', 'microbe', 'bacterium', 'infection', 'hygiene', 'contagion'],
  ['philosophy', 'wisdom', 'ethics', 'virtue', 'morality', 'good life'],
  ['stoicism', 'stoic', 'calm', 'resilience', 'adversity', 'anger'],
  ['mathematics', 'math', 'maths', 'number', 'equation', 'algebra', 'proof', 'arithmetic'],
  ['geometry', 'triangle', 'circle', 'angle', 'shape'],
  ['war', 'battle', 'military', 'army', 'strategy', 'enemy'],
  ['freedom', 'slavery', 'abolition', 'liberty', 'justice', 'civil rights', 'equality'],
  ['nature', 'environment', 'ecology', 'wildlife', 'conservation', 'forest', 'habitat'],
  ['music', 'song', 'rhythm', 'melody', 'harmony', 'composer', 'symphony', 'fugue'],
  ['economics', 'economy', 'money', 'trade', 'market', 'wealth', 'price', 'supply and demand'],
  ['politics', 'government', 'state', 'ruler', 'law', 'democracy', 'govern'],
  ['education', 'learning', 'teaching', 'study', 'school', 'student', 'teacher', 'pupil'],
  ['mentor', 'mentors', 'taught', 'tutor', 'tutored', 'master', 'apprentice', 'apprenticeship'],
  ['food', 'cooking', 'cook', 'recipe', 'kitchen', 'sauce', 'chef'],
  ['farming', 'agriculture', 'crop', 'harvest', 'soil', 'farmer'],
  ['religion', 'spirituality', 'faith', 'god', 'prayer', 'soul', 'divine'],
  ['church', 'pope', 'inquisition', 'heresy', 'scripture', 'bible', 'clergy'],
  [
    'punishment',
    'punished',
    'trial',
    'prison',
    'imprisoned',
    'arrest',
    'exile',
    'condemned',
    'sentenced',
  ],
  ['psychology', 'mind', 'emotion', 'behavior', 'behaviour', 'feeling', 'brain'],
  ['invention', 'inventor', 'engineering', 'innovation', 'design', 'patent'],
  ['energy', 'heat', 'radiation', 'atom', 'nuclear'],
  ['radioactivity', 'radium', 'polonium', 'radiation', 'uranium'],
  ['theatre', 'theater', 'stage', 'drama', 'actor', 'performance'],
  ['language', 'communication', 'word', 'speech', 'translation', 'grammar'],
  ['travel', 'geography', 'voyage', 'journey', 'map', 'exploration', 'navigation'],
  ['sport', 'athletics', 'exercise', 'fitness', 'olympic games', 'athlete'],
  ['fossil', 'dinosaur', 'paleontology', 'extinct', 'extinction', 'bones'],
  ['time', 'clock', 'relativity', 'spacetime'],
  ['season', 'summer', 'winter', 'tilt', 'axis'],
  ['artificial intelligence', 'thinking machine', 'robot'],
];

/** The analysis shared by every index built without a knowledge base's own phrases. */
export const defaultAnalyser = new TextAnalyser();

/** A text's terms for matching word sets (a phrase and its words both count). */
export function tokenize(text: string): string[] {
  return defaultAnalyser.terms(text, true);
}

export function expandQuery(text: string): Map<string, number> {
  return defaultAnalyser.expandQuery(text);
}
