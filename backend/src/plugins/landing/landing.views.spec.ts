import { clip, DEMO_TEXT_SHOWN } from './landing.views';

describe(clip.name, () => {
  it('keeps a short text whole, with its spaces tidied', () => {
    expect(clip('  Be a lamp,\n\n or a   ladder. ')).toBe('Be a lamp, or a ladder.');
  });

  it('cuts a long text at a word and marks the cut', () => {
    const long = 'radium '.repeat(200);
    const sut = clip(long);
    expect(sut.length).toBeLessThanOrEqual(DEMO_TEXT_SHOWN);
    expect(sut.endsWith('radium…')).toBe(true);
  });

  it('cuts a text without spaces where it must', () => {
    expect(clip('x'.repeat(600), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
