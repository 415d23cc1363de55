import { nextNote, noteTurn } from './figure-notes';

describe('nextNote', () => {
  it('writes one line: what was asked and the first sentence of the answer', () => {
    expect(nextNote(null, 'Why do things fall?', 'Gravity pulls. It is everywhere.')).toBe(
      '- Asked "Why do things fall?": Gravity pulls.',
    );
  });

  it('keeps the newest five lines, each clipped', () => {
    let note: string | null = null;
    for (let i = 1; i <= 7; i += 1) note = nextNote(note, `Question ${i}`, `${'x'.repeat(300)}`);
    const lines = note!.split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toContain('Question 3');
    expect(lines.every((l) => l.length < 260)).toBe(true);
  });

  it('opens the conversation as the figure’s own words', () => {
    expect(noteTurn('- Asked "a": b')).toMatch(/^My notes on what I have already taught/);
  });
});
