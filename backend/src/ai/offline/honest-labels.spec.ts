import type { Fact } from '../knowledge/fact';
import { claimOf, sourcesOf } from './honest-labels';

const entry = (over: Partial<Fact>): Fact => ({
  id: 'x/y',
  figure: 'Michael Faraday',
  kind: 'biography',
  text: 'I was apprenticed to a bookbinder.',
  topics: ['bookbinder'],
  claimKind: 'documented',
  citation: 'Bence Jones, The Life and Letters of Faraday (1870), vol. 1',
  year: 1805,
  category: null,
  ...over,
});

describe('honest labels', () => {
  it('shows readable citations, once each, and never an internal id', () => {
    const a = entry({});
    const b = entry({ id: 'x/z' });
    const c = entry({ id: 'x/w', citation: null, claimKind: 'role-play' });
    expect(sourcesOf([a, b, c])).toEqual([
      'Bence Jones, The Life and Letters of Faraday (1870), vol. 1',
    ]);
  });

  it('labels a text documented only when every entry is documented and cited', () => {
    const documented = entry({});
    const reading = entry({ claimKind: 'inference', citation: 'Experimental Researches (1832)' });
    const imagined = entry({ kind: 'explanation', claimKind: 'role-play', citation: null });
    const uncited = entry({ citation: null });
    expect(claimOf([documented])).toBe('documented');
    expect(claimOf([documented, reading])).toBe('inference');
    expect(claimOf([documented, imagined])).toBe('role-play');
    expect(claimOf([uncited])).toBe('role-play');
    expect(claimOf([documented], 'inference')).toBe('inference');
  });
});
