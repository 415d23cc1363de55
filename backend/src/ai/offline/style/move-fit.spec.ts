import { personaCatalogue } from '../../catalogue/persona-catalogue';
import { composeInVoice } from './compose-post';
import { type FramedEntry, fittingMove, moveFits } from './move-fit';
import { MOVES } from './moves';

const event = (text: string, topics: string[] = []): FramedEntry => ({
  text,
  topics,
  kind: 'biography',
});
const idea = (text: string, topics: string[] = []): FramedEntry => ({
  text,
  topics,
  kind: 'explanation',
});

const FOG = event(
  'In the summer of 1783 a dry fog lay over Europe; a burning glass would scarce kindle paper in the sun. I guessed it was smoke from Hekla.',
  ['volcano', 'fog', 'weather'],
);

describe('a move fits the kind of entry it frames', () => {
  it('frames an event as a story, never as a rule to keep', () => {
    expect(moveFits('maxim', FOG)).toBe(false);
    expect(moveFits('exhortation', FOG)).toBe(false);
    expect(moveFits('story', FOG)).toBe(true);
    const rule = idea(
      'Lost time is never found again; what you put off today costs twice tomorrow.',
    );
    expect(moveFits('maxim', rule)).toBe(true);
    expect(moveFits('story', rule)).toBe(false);
  });

  it('takes an idea told as what happened for an event, and a quotation for a saying too', () => {
    const flasks = idea(
      'I opened sealed flasks of broth on a glacier: the cleaner the air, the fewer spoiled.',
    );
    expect(moveFits('story', flasks)).toBe(true);
    expect(moveFits('maxim', flasks)).toBe(false);
    const quote = event(
      'In a 1676 letter to Robert Hooke I wrote: if I have seen further, it is by standing on the shoulders of giants.',
      ['quote', 'humility'],
    );
    expect(moveFits('maxim', quote)).toBe(true);
    expect(moveFits('story', quote)).toBe(true);
  });

  it('claims a test, something seen, a picture or numbers only where the entry shows one', () => {
    expect(
      moveFits('experiment', event('I flew a kite in a thunderstorm to test the lightning.')),
    ).toBe(true);
    expect(moveFits('experiment', idea('A penny saved is twopence clear.'))).toBe(false);
    expect(
      moveFits('observation', event('We watched the volcano Osorno throw up glowing masses.')),
    ).toBe(true);
    // "See" as "understand" is no observation.
    expect(
      moveFits(
        'observation',
        idea('When people see that what they earn will be taken, they stop working.'),
      ),
    ).toBe(false);
    expect(
      moveFits('analogy', idea('A current is like water in a pipe.', ['current', 'analogy'])),
    ).toBe(true);
    expect(moveFits('analogy', idea('A current is like water in a pipe.', ['current']))).toBe(
      false,
    );
    expect(
      moveFits('reckoning', idea('5,474 seeds were round and 1,850 wrinkled, about three to one.')),
    ).toBe(true);
    // A life event's numbers are its dates and ages.
    expect(moveFits('reckoning', event('I was born on 12 May 1820 in Florence.'))).toBe(false);
  });

  it('takes a consequence for reasoning, not a purpose', () => {
    expect(
      moveFits(
        'proof',
        idea('Their orbits lie inside ours, so they never wander far from the Sun.'),
      ),
    ).toBe(true);
    expect(moveFits('proof', idea('I ordered my problems so that each prepares the next.'))).toBe(
      false,
    );
  });

  it('falls to the figure’s next move that fits, or to none', () => {
    const kite = event('I flew a kite in a thunderstorm to test the lightning.');
    expect(fittingMove(['maxim', 'maxim', 'experiment'], 0, kite)).toBe('experiment');
    expect(fittingMove(['maxim', 'maxim', 'experiment'], 0, FOG)).toBeUndefined();
    expect(fittingMove(['irony', 'maxim'], 1, FOG)).toBe('irony');
  });
});

describe('a post framed by a move that fits', () => {
  it('never frames Franklin’s 1783 fog, an observation, as a rule to keep', () => {
    const franklin = personaCatalogue.get('Benjamin Franklin');
    const ruleLines = [...MOVES.maxim.before, ...MOVES.maxim.after];
    for (let variant = 0; variant < 64; variant++) {
      const post = composeInVoice(franklin, FOG, variant, 400);
      expect(post).toContain(FOG.text);
      expect(ruleLines.filter((line) => post.includes(line))).toEqual([]);
      expect(post).toBe(post.trim());
      expect(post).not.toContain('  ');
    }
  });

  it('lets the figure’s own fitting opener or closer stand in where none of its moves fits', () => {
    const franklin = personaCatalogue.get('Benjamin Franklin');
    const moveLines = Object.values(MOVES).flatMap((m) => [...m.before, ...m.after]);
    const posts = Array.from({ length: 64 }, (_, variant) =>
      composeInVoice(franklin, FOG, variant, 400),
    );
    expect(posts.filter((post) => moveLines.some((line) => post.includes(line)))).toEqual([]);
    expect(posts.some((post) => post !== FOG.text)).toBe(true);
  });
});
