import { TrailerFilter } from './reply-trailer';

function run(tokens: string[], maxChars?: number) {
  const sut = new TrailerFilter(maxChars);
  const shown = tokens.map((t) => sut.push(t));
  shown.push(sut.flush());
  return { sut, shown };
}

describe(TrailerFilter.name, () => {
  it('passes ordinary tokens through unchanged', () => {
    const { sut, shown } = run(['Observe', ' closely', '.']);
    expect(shown).toEqual(['Observe', ' closely', '.', '']);
    expect(sut.claims()).toEqual({ sources: [], claimKind: 'inference' });
  });

  it('hides a trailer split across tokens and reads its sources and claim kind', () => {
    const { sut, shown } = run([
      'Birds row the air.',
      '\n#',
      '# {"sources": ["Codex on the Flight of Birds"], ',
      '"claimKind": "documented"}',
    ]);
    expect(shown.join('')).toBe('Birds row the air.');
    expect(shown.some((t) => t.includes('#'))).toBe(false);
    expect(sut.body()).toBe('Birds row the air.');
    expect(sut.claims()).toEqual({
      sources: ['Codex on the Flight of Birds'],
      claimKind: 'documented',
    });
  });

  it('releases a held-back newline that never became the marker', () => {
    const { sut, shown } = run(['Line one\n', 'Line two']);
    expect(shown).toEqual(['Line one', '\nLine two', '']);
    expect(sut.body()).toBe('Line one\nLine two');
  });

  it('shows no more than the character limit', () => {
    const { sut, shown } = run(['abcdef', 'ghij'], 8);
    expect(shown.join('')).toBe('abcdefgh');
    expect(sut.body()).toBe('abcdefgh');
  });

  it('falls back to an inference with no sources when the trailer is not valid JSON', () => {
    const { sut } = run(['Hm.\n## {sources: nope']);
    expect(sut.claims()).toEqual({ sources: [], claimKind: 'inference' });
  });
});
