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

  it('skips a closer that says the entry again and takes the next that fits', () => {
    const closers = [
      'The Engine can do whatever we know how to order it to perform.',
      'Write the steps plainly, and the machine will follow them.',
      'Imagination is the discovering faculty.',
    ];
    expect(fittingLine(closers, 0, ENTRY)).not.toContain('whatever we know');
  });
});
