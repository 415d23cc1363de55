import { Bm25Index } from './bm25-index';

const indexOf = (texts: string[]) =>
  new Bm25Index(texts.map((text) => ({ item: text, fields: [{ text, weight: 1 }] })));

describe(Bm25Index.name, () => {
  const tools = 'A chimpanzee stripped a twig to fish termites: a tool.';
  const forest = 'Chimpanzees drop seeds and grow the forest, a forest that feeds them.';

  it("counts a query's context words for less than the query's own words", () => {
    const index = indexOf([tools, forest]);
    const score = (weight: number) =>
      new Map(
        index
          .search('chimpanzee tools', undefined, { text: 'forest', weight })
          .map((h) => [h.item, h.score]),
      );
    expect([...score(1).keys()]).toEqual([forest, tools]);
    // At three quarters, the entry the learner's own words fit ranks first again.
    expect([...score(0.75).keys()]).toEqual([tools, forest]);
    expect(score(0.75).get(forest)).toBeLessThan(score(1).get(forest)!);
    expect(score(0.75).get(tools)).toBe(score(1).get(tools));
  });

  it('never lets context lower a word the query itself holds', () => {
    const index = indexOf([tools, forest]);
    const plain = index.search('chimpanzee forest');
    const withContext = index.search('chimpanzee forest', undefined, {
      text: 'forest',
      weight: 0.5,
    });
    expect(withContext).toEqual(plain);
  });
});
