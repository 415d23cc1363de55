import { Bm25Index } from './bm25-index';
import { TextAnalyser, tokenize } from './text-analysis';

describe('text analysis', () => {
  it('gives singular and plural one stem', () => {
    for (const [one, many] of [
      ['animal', 'animals'],
      ['civilization', 'civilizations'],
      ['season', 'seasons'],
      ['fossil', 'fossils'],
      ['vaccine', 'vaccines'],
    ] as const)
      expect(tokenize(one)).toEqual(tokenize(many));
  });

  it('relates the forms of a word and maps demonyms to their place', () => {
    expect(tokenize('electricity')).toEqual(tokenize('electrical'));
    expect(tokenize('Romans')).toEqual(['rome']);
    expect(tokenize('children')).toEqual(['child']);
  });

  it('keeps a known phrase together, so black holes never match Black Americans', () => {
    const index = new Bm25Index(
      [
        'Black Americans marched for their civil rights.',
        'A black hole is a star collapsed so far that not even light escapes it.',
        'The hole in the black cloth let the light through.',
      ].map((text) => ({ item: text, fields: [{ text, weight: 1 }] })),
    );
    const hits = index.search('What are black holes?').map((h) => h.item);
    expect(hits).toEqual([
      'A black hole is a star collapsed so far that not even light escapes it.',
    ]);
  });

  it('still finds a phrase in indexed text by one of its words', () => {
    const index = new Bm25Index(
      ['Electric current flows round a closed circuit.'].map((text) => ({
        item: text,
        fields: [{ text, weight: 1 }],
      })),
    );
    expect(index.search('current')).toHaveLength(1);
  });

  it('ranks text where the words stand together above text that holds them apart', () => {
    const index = new Bm25Index(
      [
        'Light travels fast, and a speed record was set on the river that year.',
        'The speed of light is the same for every observer.',
      ].map((text) => ({ item: text, fields: [{ text, weight: 1 }] })),
    );
    expect(index.search('how fast is the speed of light')[0]!.item).toMatch(/same for every/);
  });

  it('learns the phrases it is given', () => {
    const analyser = new TextAnalyser(['photograph 51']);
    expect(analyser.terms('Photograph 51 showed the helix')).toContain('photograph_51');
  });
});
