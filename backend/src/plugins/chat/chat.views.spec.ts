import { titleFrom } from './chat.views';

describe(titleFrom.name, () => {
  it('uses the first message on one line', () => {
    expect(titleFrom('  How do\n stars   form?  ')).toBe('How do stars form?');
  });

  it('cuts a long message at a word near 60 characters', () => {
    const title = titleFrom(
      'Why did the Roman Empire in the west fall while the eastern half survived for a thousand years?',
    );
    expect(title).toBe('Why did the Roman Empire in the west fall while the eastern…');
    expect(title.length).toBeLessThanOrEqual(61);
  });
});
