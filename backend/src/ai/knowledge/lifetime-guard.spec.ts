import { KnowledgeBase } from './knowledge-base';
import { sayableBy, withinLifetime } from './lifetime-guard';
import { FARADAY, FIXTURE_FACTS, KEPLER, SENECA, figure } from './testing/fixtures';

const entry = (id: string) => FIXTURE_FACTS.find((f) => f.id === id)!;

describe('lifetime guard', () => {
  it('refuses an entry whose year is after the figure’s death', () => {
    expect(withinLifetime(entry('seneca/later-fame'), SENECA)).toBe(false);
    expect(withinLifetime(entry('seneca/time'), SENECA)).toBe(true);
  });

  it('refuses a text naming a year after the death, or the figure’s own death and funeral', () => {
    expect(withinLifetime(entry('michael-faraday/statue'), FARADAY)).toBe(false);
    expect(withinLifetime(entry('michael-faraday/funeral'), FARADAY)).toBe(false);
    expect(sayableBy(KEPLER, 'I died in Regensburg.')).toBe(false);
    expect(sayableBy(KEPLER, 'The telescope of 1610 changed everything.')).toBe(true);
  });

  it('lets a figure say that something came after their time', () => {
    expect(
      sayableBy(KEPLER, 'The Moon landing of 1969 came after my time. I can reason from orbits.'),
    ).toBe(true);
  });

  it('lets a living figure speak of today', () => {
    expect(
      sayableBy(figure('Temple Grandin', 1947, null), 'In 2010 a film was made of my life.'),
    ).toBe(true);
  });

  it('is applied by the knowledge base, so no consumer ever gets a refused entry', () => {
    const kb = new KnowledgeBase([KEPLER, FARADAY, SENECA], FIXTURE_FACTS, null);
    expect(kb.refused.map((f) => f.id).sort()).toEqual([
      'michael-faraday/funeral',
      'michael-faraday/statue',
      'seneca/later-fame',
    ]);
    const said = [
      ...kb.search('statue funeral Montaigne legacy').map((h) => h.item.id),
      ...kb.factsOf('Michael Faraday').map((f) => f.id),
      ...kb.rankFigures('legacy').flatMap((m) => m.facts.map((h) => h.item.id)),
    ];
    expect(said.filter((id) => kb.refused.some((f) => f.id === id))).toEqual([]);
  });
});
