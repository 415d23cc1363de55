import { personaCatalogue } from '../../catalogue/persona-catalogue';
import { composePost, variantOf } from '../voice';
import { composeInVoice, withoutFrames } from './compose-post';
import { fitsEntry } from './opener-fit';

const STOCK = /what would you ask me about|would you have guessed|one thing I know first-hand/i;

describe('posts in a figure’s voice', () => {
  const fact =
    'Babbage’s Analytical Engine could be told, by punched cards, to calculate Bernoulli numbers.';
  const entry = { text: fact, topics: ['analytical engine'], kind: 'explanation' as const };
  const posts = personaCatalogue.figures.flatMap((figure) =>
    Array.from({ length: 12 }, (_, i) =>
      composePost(figure, entry, 'Science & Technology', variantOf(figure.name, i), 280),
    ),
  );

  it('never uses a stock frame, never pastes the topic label, never lower-cases the entry', () => {
    expect(posts.filter((p) => STOCK.test(p))).toEqual([]);
    expect(posts.filter((p) => /science & technology/i.test(p))).toEqual([]);
    expect(posts.every((p) => p.includes('Babbage’s Analytical Engine'))).toBe(true);
    expect(posts.every((p) => p.length <= 280)).toBe(true);
  });

  it('varies the frame: no single opening or closing line in more than a tenth of posts', () => {
    const share = (frames: string[]) => {
      const seen = new Map<string, number>();
      for (const f of frames.filter(Boolean)) seen.set(f, (seen.get(f) ?? 0) + 1);
      return Math.max(...seen.values()) / posts.length;
    };
    // A post that starts with the entry itself has no opening frame at all.
    expect(share(posts.map((p) => p.split(fact)[0]!.trim()))).toBeLessThan(0.1);
    expect(share(posts.map((p) => p.split(fact)[1]!.trim()))).toBeLessThan(0.1);
  });
});

describe('framing lines that fit the entry', () => {
  const gravity =
    'I showed that the same gravity that pulls an apple down keeps the Moon in its orbit.';

  it('keeps a line that names a work or instrument for entries about it', () => {
    expect(fitsEntry('In my Opticks:', gravity)).toBe(false);
    expect(fitsEntry('Through my telescope I saw:', gravity)).toBe(false);
    expect(fitsEntry('Consider the apple and the Moon:', gravity)).toBe(true);
    expect(fitsEntry('Remember this:', gravity)).toBe(true);
    expect(fitsEntry('Let the experiment speak:', 'I tested it by experiment.')).toBe(true);
  });
});

describe('a post without its frames', () => {
  it('keeps the entry and drops the figure’s openers, closers and move lines', () => {
    const jenner = personaCatalogue.get('Edward Jenner');
    const entry =
      'To know the cow-pox truly protects, I afterwards inoculated my patients with smallpox matter; if no illness followed, they were secure.';
    for (let variant = 0; variant < 40; variant++) {
      const post = composeInVoice(
        jenner,
        { text: entry, topics: [], kind: 'explanation' },
        variant,
        400,
      );
      expect(withoutFrames(jenner, post)).toBe(entry);
    }
  });

  it('leaves a text with no frames as it is', () => {
    const curie = personaCatalogue.get('Marie Curie');
    expect(withoutFrames(curie, 'Radium glows in the dark.')).toBe('Radium glows in the dark.');
  });
});
