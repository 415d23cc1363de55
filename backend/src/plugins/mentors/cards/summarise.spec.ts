import { firstLine, leadingSentences } from './summarise';

describe(leadingSentences.name, () => {
  it('keeps text that fits as it is, line breaks included', () => {
    expect(leadingSentences('  Hello.\n\nHow are you?  ', 100)).toBe('Hello.\n\nHow are you?');
  });

  it('keeps the leading sentences that fit whole, never a part of one', () => {
    const text = 'First sentence here. Second one is here too! Third is much longer than the rest?';
    expect(leadingSentences(text, 50)).toBe('First sentence here. Second one is here too!');
    expect(leadingSentences(text, 25)).toBe('First sentence here.');
  });

  it('cuts a first sentence that alone is too long after a whole word, with an ellipsis', () => {
    const summary = leadingSentences('Astronomy is the patient study of comets and stars', 24);
    expect(summary).toBe('Astronomy is the…');
    expect(summary.length).toBeLessThanOrEqual(24);
  });

  it('cuts one endless word at the limit', () => {
    expect(leadingSentences('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe(firstLine.name, () => {
  it('takes the first non-empty line without Markdown marks', () => {
    expect(firstLine('\n\n## **Marine biologist**\nLoves whales.')).toBe('Marine biologist');
    expect(firstLine('   ')).toBe('');
  });
});
