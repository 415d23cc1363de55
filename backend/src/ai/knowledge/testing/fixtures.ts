import type { Figure } from '../../catalogue/figure';
import type { SentenceEncoder } from '../embeddings/sentence-encoder';
import { unitVector } from '../embeddings/sentence-encoder';
import { explained, documented, type Fact } from '../fact';

/** Small figures and entries for the knowledge layer's and the feed writer's unit tests. */
export function figure(name: string, born: number, died: number | null): Figure {
  return {
    name,
    avatar: '•',
    specialty: 'Scholar',
    era: 'any',
    born,
    died,
    bio: '',
    speakingStyle: '',
    topics: [],
    imageStyle: '',
    palette: ['#000', '#fff'],
    openers: ['Listen:'],
    closers: ['So it goes.'],
  };
}

/**
 * A stand-in for the sentence model: each text becomes a vector over a few ideas, so two texts are
 * close when they share an idea even without sharing a word.
 */
export class IdeaEncoder implements SentenceEncoder {
  readonly model = 'ideas-test';
  constructor(private readonly ideas: RegExp[]) {}
  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    return texts.map((t) =>
      unitVector([0.05, ...this.ideas.map((idea) => (idea.test(t) ? 1 : 0))]),
    );
  }
}

export const KEPLER = figure('Johannes Kepler', 1571, 1630);
export const FARADAY = figure('Michael Faraday', 1791, 1867);
export const SENECA = figure('Seneca', -4, 65);

export const FIXTURE_FACTS: Fact[] = [
  ...documented('Johannes Kepler', [
    [
      'new-astronomy',
      'In my New Astronomy I showed that Mars moves on an ellipse, with the Sun at one focus.',
      'orbit ellipse planet mars',
      1609,
      'Astronomia Nova (1609), ch. 59',
    ],
    [
      'prague',
      'I went to Prague in 1600 to work with Tycho Brahe and his observations.',
      'biography tycho',
      1600,
      'Letter to Maestlin, 1600',
    ],
  ]),
  ...explained('Johannes Kepler', 'Space & Astronomy', [
    [
      'seasons',
      'Summer comes when our half of the Earth leans towards the Sun, so its light falls steeply and the days are long.',
      'season tilt axis summer analogy',
      1618,
      null,
    ],
  ]),
  ...explained('Michael Faraday', 'Science & Technology', [
    [
      'induction',
      'Move a magnet through a coil of wire and a current flows while it moves; hold it still and it stops.',
      'electricity magnetism induction current',
      1831,
      'Experimental Researches in Electricity (1832), First Series',
    ],
    [
      'lines',
      'I pictured lines of force around a magnet, which iron filings show on paper.',
      'magnetism field lines',
      1852,
      'On the Physical Character of the Lines of Magnetic Force (1852)',
    ],
  ]),
  ...documented('Michael Faraday', [
    [
      'statue',
      'In 1876 a statue of me was raised at the Royal Institution.',
      'legacy',
      1876,
      'Royal Institution records',
    ],
    [
      'funeral',
      'My funeral was private, as I wished.',
      'biography',
      1867,
      'Bence Jones, Life (1870)',
    ],
  ]),
  ...documented('Seneca', [
    [
      'time',
      'I wrote to Lucilius: hold every hour in your grasp; lay hold of today and you depend less on tomorrow.',
      'time procrastination letters',
      63,
      'Letters to Lucilius 1.2',
    ],
    [
      'later-fame',
      'Montaigne read my letters closely in the 1570s.',
      'legacy',
      1580,
      'Montaigne, Essays (1580)',
    ],
  ]),
];
