import { KnowledgeBase } from './knowledge-base';
import { reciprocalRankFusion } from './rank-fusion';
import { FARADAY, FIXTURE_FACTS, IdeaEncoder, KEPLER, SENECA } from './testing/fixtures';

const encoder = new IdeaEncoder([
  /summer|winter|season|lean|tilt|warm/i,
  /magnet|current|coil|wire|electric/i,
]);

describe('reciprocal rank fusion', () => {
  it('puts an item high in both rankings above one first in only one', () => {
    const fused = reciprocalRankFusion([
      ['a', 'b', 'c'],
      ['b', 'c', 'a'],
    ]);
    expect([...fused].sort((x, y) => y[1] - x[1]).map(([k]) => k)).toEqual(['b', 'a', 'c']);
  });
});

describe('KnowledgeBase hybrid search', () => {
  it('finds by meaning what shares no word with the question', async () => {
    const kb = new KnowledgeBase([KEPLER, FARADAY, SENECA], FIXTURE_FACTS, encoder);
    const query = await kb.prepare('Why is it warm in July?');
    expect(kb.search('Why is it warm in July?')).toEqual([]);
    const hits = kb.search(query);
    expect(hits[0]!.item.id).toBe('johannes-kepler/seasons');
    expect(kb.closeHits(hits).map((h) => h.item.id)).toEqual(['johannes-kepler/seasons']);
  });

  it('fuses words and meaning: an entry that matches both comes first', async () => {
    const kb = new KnowledgeBase([KEPLER, FARADAY, SENECA], FIXTURE_FACTS, encoder);
    const hits = kb.search(await kb.prepare('How does a current flow in a coil?'));
    expect(hits[0]!.item.id).toBe('michael-faraday/induction');
    expect(hits[0]!.lexical).toBe(1);
    expect(hits[0]!.semantic).toBeGreaterThan(0.9);
  });

  it('searches by words alone when it has no sentence model', async () => {
    const kb = new KnowledgeBase([KEPLER, FARADAY, SENECA], FIXTURE_FACTS, null);
    expect((await kb.ready()).semantic).toBe(false);
    expect(kb.search(await kb.prepare('ellipse orbit of Mars'))[0]!.item.id).toBe(
      'johannes-kepler/new-astronomy',
    );
  });
});

describe('KnowledgeBase field fit', () => {
  it('measures a question against the figure’s whole body of entries', async () => {
    const kb = new KnowledgeBase([KEPLER, FARADAY, SENECA], FIXTURE_FACTS, encoder);
    const query = await kb.prepare('Why is summer warm?');
    expect(kb.fieldFit(query, 'Johannes Kepler')).toBeGreaterThan(
      kb.fieldFit(query, 'Michael Faraday'),
    );
    expect(kb.fieldFit({ text: 'Why is summer warm?' }, 'Johannes Kepler')).toBe(0);
  });

  it('embeds a repeated query once', async () => {
    const embed = jest.spyOn(encoder, 'embed');
    const kb = new KnowledgeBase([KEPLER, FARADAY, SENECA], FIXTURE_FACTS, encoder);
    await kb.ready();
    embed.mockClear();
    const first = await kb.prepare('How does a coil make current?');
    const again = await kb.prepare('How does a coil make current?');
    expect(embed).toHaveBeenCalledTimes(1);
    expect(again.vector).toBe(first.vector);
    embed.mockRestore();
  });
});
