import { firstClause, firstSentence, sentencesOf } from './sentences';
import { firstStatement, openingClause } from './post-angles';

describe('sentences of an entry', () => {
  it.each([
    [
      'Antheil and I received U.S. patent 2,292,387 in August 1942. It lay unused.',
      'Antheil and I received U.S. patent 2,292,387 in August 1942.',
    ],
    [
      'In 1896 Booker T. Washington invited me to Tuskegee. I stayed.',
      'In 1896 Booker T. Washington invited me to Tuskegee.',
    ],
    [
      'My stories were collected in Surely You’re Joking, Mr. Feynman! They sold.',
      'My stories were collected in Surely You’re Joking, Mr. Feynman!',
    ],
    [
      'I drew lock gates that meet like a V. The water pushes them shut.',
      'I drew lock gates that meet like a V.',
    ],
    [
      'The stone honours the young king Ptolemy V. Its decree is in three scripts.',
      'The stone honours the young king Ptolemy V.',
    ],
  ])('does not end a sentence at an initial or a title: %s', (text, first) => {
    expect(firstSentence(text)).toBe(first);
  });

  it('splits the rest at full stops, question and exclamation marks', () => {
    expect(sentencesOf('Why? Because it falls. Look!')).toEqual([
      'Why?',
      'Because it falls.',
      'Look!',
    ]);
    expect(firstClause('A short one. Then more.', 200)).toBe('A short one.');
    expect(firstClause(`${'word '.repeat(60)}end.`, 40)).toBe(
      'word word word word word word word…',
    );
  });

  it('opens with the whole sentence where the first clause would leave a word hanging', () => {
    expect(
      openingClause(
        'I ended my Challenger report with: for a successful technology, reality must take precedence over public relations.',
      ),
    ).not.toMatch(/with$/);
    expect(openingClause('The Moon falls, but it also moves sideways.')).toBe('The Moon falls');
  });

  it('quotes what an entry states, not the question it opens with', () => {
    expect(
      openingClause(
        'Why does a candle flame shine? Tiny solid particles of carbon in it glow white-hot.',
      ),
    ).toBe('Tiny solid particles of carbon in it glow white-hot');
    expect(
      firstStatement(
        'Someone asked: should we repay injury with kindness? I said: then how will you repay kindness? Repay injury with uprightness.',
      ),
    ).toBe('Repay injury with uprightness.');
    // A text of questions alone is quoted as it is.
    expect(firstStatement('Can a just man make anyone worse?')).toBe(
      'Can a just man make anyone worse?',
    );
  });
});
