import { personaCatalogue } from '../../catalogue/persona-catalogue';
import { MOVES, STYLE_PROFILES } from '.';

/** The figures the content helpers add to the catalogue (issue 15); their voices exist already. */
const ADDED_FIGURES = [
  'Michael Faraday',
  'James Clerk Maxwell',
  'Johannes Kepler',
  'Nicolaus Copernicus',
  'Archimedes',
  'Charles Babbage',
  'Grace Hopper',
  'Louis Pasteur',
  'Edward Jenner',
  'Gregor Mendel',
  'Hippocrates',
  'Florence Nightingale',
  'Pierre de Coubertin',
  'Seneca',
  'Adam Smith',
  'Ibn Battuta',
  'Benjamin Franklin',
  'Wolfgang Amadeus Mozart',
  'Johann Sebastian Bach',
  'Auguste Escoffier',
  'Jean-François Champollion',
  'Maria Montessori',
];

describe('style profiles', () => {
  it('gives every catalogue figure (and every added figure) its own profile', () => {
    const names = [...personaCatalogue.figures.map((f) => f.name), ...ADDED_FIGURES];
    expect(names.filter((name) => !STYLE_PROFILES[name])).toEqual([]);
  });

  it.each(Object.entries(STYLE_PROFILES))('%s has 8+ distinct openers and closers', (_n, p) => {
    expect(new Set(p.openers).size).toBeGreaterThanOrEqual(8);
    expect(new Set(p.closers).size).toBeGreaterThanOrEqual(8);
    expect(p.moves.length).toBeGreaterThan(0);
    expect(p.openers.every((o) => /[:.?!]$/.test(o))).toBe(true);
    expect(p.closers.every((c) => /[.?!]$/.test(c) && c.length <= 160)).toBe(true);
  });

  it('keeps no profile a copy of another, and every move worded many ways', () => {
    const openers = Object.values(STYLE_PROFILES).flatMap((p) => p.openers);
    expect(new Set(openers).size).toBe(openers.length);
    for (const lines of Object.values(MOVES)) {
      expect(lines.before.length).toBeGreaterThanOrEqual(4);
      expect(lines.after.length).toBeGreaterThanOrEqual(6);
    }
  });

  it('gives the figures the issue names their signature moves', () => {
    expect(STYLE_PROFILES.Socrates!.moves[0]).toBe('question');
    expect(STYLE_PROFILES['Richard Feynman']!.moves[0]).toBe('analogy');
    expect(STYLE_PROFILES['Jane Austen']!.moves[0]).toBe('irony');
    expect(STYLE_PROFILES['Marcus Aurelius']!.moves[0]).toBe('exhortation');
    expect(STYLE_PROFILES['Sun Tzu']!.moves[0]).toBe('maxim');
  });
});
