import { TOPIC_CATEGORIES } from '@agora/contracts';
import { personaCatalogue } from '../catalogue/persona-catalogue';
import { ALL_FACTS } from './index';

/**
 * The knowledge base's shape (issue 15): size, explanations per category, entries per figure, and
 * the honesty rules every entry keeps. Counts are printed so a failure shows how far off it is.
 */
const MAX_ENTRY_CHARS = 240;
const died = (name: string) => personaCatalogue.get(name).died ?? new Date().getUTCFullYear();
const yearsIn = (text: string) =>
  [...text.matchAll(/\b(1\d{3}|20\d{2})\b/g)].map((m) => Number(m[1]));

describe('knowledge base coverage', () => {
  it('holds at least 2,000 entries, a third of them explanations', () => {
    const explanations = ALL_FACTS.filter((f) => f.kind === 'explanation').length;
    expect(ALL_FACTS.length).toBeGreaterThanOrEqual(2000);
    expect(explanations * 3).toBeGreaterThanOrEqual(ALL_FACTS.length);
  });

  it('has at least 40 explanations in every one of the 20 categories', () => {
    const short = TOPIC_CATEGORIES.map((category) => ({
      category,
      count: ALL_FACTS.filter((f) => f.kind === 'explanation' && f.category === category).length,
    })).filter(({ count }) => count < 40);
    expect(short).toEqual([]);
  });

  it('has at least 30 entries for every figure', () => {
    const short = personaCatalogue.figures
      .map((f) => ({ figure: f.name, count: ALL_FACTS.filter((e) => e.figure === f.name).length }))
      .filter(({ count }) => count < 30);
    expect(short).toEqual([]);
  });
});

describe('knowledge base entries', () => {
  it('belong to a known figure and have unique ids', () => {
    expect(ALL_FACTS.filter((f) => !personaCatalogue.find(f.figure)).map((f) => f.id)).toEqual([]);
    const seen = new Set<string>();
    expect(ALL_FACTS.filter((f) => seen.size === seen.add(f.id).size).map((f) => f.id)).toEqual([]);
  });

  it('fit a post (at most 240 characters) and have topics', () => {
    expect(
      ALL_FACTS.filter((f) => f.text.length > MAX_ENTRY_CHARS || f.topics.length === 0).map(
        (f) => `${f.id} (${f.text.length})`,
      ),
    ).toEqual([]);
  });

  it('stand alone: none opens by pointing at what only another entry says', () => {
    // A post says one entry without its neighbours: "Let those hybrids…" or "Why three to one?"
    // leaves the learner asking which hybrids, and three of what.
    const opening = (text: string) => text.split(/(?<=[.!?:;])\s/)[0]!;
    const pointsBack = (text: string) => /^(let |and |but |so )?(those|these) \w+s\b/i.test(text);
    const asksOnlyNumbers = (text: string) =>
      /^(why|how)\b[^?]*\?$/i.test(text) &&
      text
        .replace(/^(why|how)\b|\?$/gi, '')
        .split(/\s+/)
        .filter(Boolean)
        .every((w) =>
          /^(\d+|one|two|three|four|five|six|seven|eight|nine|ten|to|in|and|or)$/i.test(w),
        );
    expect(
      ALL_FACTS.filter((f) => pointsBack(opening(f.text)) || asksOnlyNumbers(opening(f.text))).map(
        (f) => f.id,
      ),
    ).toEqual([]);
  });

  it('cite a readable source for every documented claim', () => {
    expect(
      ALL_FACTS.filter(
        (f) => f.claimKind === 'documented' && !/\w{3,}.*\d/.test(f.citation ?? ''),
      ).map((f) => f.id),
    ).toEqual([]);
  });

  it('never speak of anything after the figure’s death', () => {
    const afterLife = ALL_FACTS.filter(
      (f) =>
        f.year > died(f.figure) ||
        yearsIn(f.text).some((y) => y > died(f.figure)) ||
        /\bI died\b|\bmy (death|funeral|grave)\b|\bafter my death\b|\bposthumous/i.test(f.text),
    ).map((f) => f.id);
    expect(afterLife).toEqual([]);
  });

  it('never label a line the figure did not write as documented', () => {
    expect(
      ALL_FACTS.filter(
        (f) =>
          /often put in my mouth|never (wrote|said) it/i.test(f.text) &&
          f.claimKind === 'documented',
      ).map((f) => f.id),
    ).toEqual([]);
  });
});
