import { fittingLine, repeats } from './opener-fit';

const ENTRY =
  'I also wrote that the Engine has no pretensions to originate anything: it can do whatever we know how to order it to perform.';

describe('framing lines', () => {
  it('counts a line as a repeat when four of its words in a row are in the entry', () => {
    expect(repeats('The Engine can do whatever we know how to order it to perform.', ENTRY)).toBe(
      true,
    );
    expect(repeats('Imagination is the discovering faculty.', ENTRY)).toBe(false);
    // Shared single words are not an echo.
    expect(repeats('Every operation must be ordered; nothing is guessed.', ENTRY)).toBe(false);
  });

  it('counts three words in a row as a repeat when the entry opens with them', () => {
    const coins = 'Why three to one? Each parent passes round or wrinkled by chance.';
    expect(repeats('Three to one, and here is why:', coins)).toBe(true);
    // The same three words deep inside an entry are not heard as an echo of the opener.
    expect(
      repeats(
        'Three to one, and here is why:',
        'The hybrids pollinate themselves and the wrinkled seeds come back, about three to one.',
      ),
    ).toBe(false);
  });

  it('frames an entry with an experiment only when the entry speaks of one', () => {
    const fog =
      'In the summer of 1783 a dry fog lay over Europe; I guessed it was smoke from Hekla.';
    expect(fittingLine(['Here is a plain experiment:'], 0, fog)).toBe('');
    expect(
      fittingLine(['Here is a plain experiment:'], 0, 'My experiment with the kite drew sparks.'),
    ).toBe('Here is a plain experiment:');
  });

  it('skips a closer that says the entry again and takes the next that fits', () => {
    const closers = [
      'The Engine can do whatever we know how to order it to perform.',
      'Write the steps plainly, and the machine will follow them.',
      'Imagination is the discovering faculty.',
    ];
    expect(fittingLine(closers, 0, ENTRY)).not.toContain('whatever we know');
  });
});
