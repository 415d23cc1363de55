import { explained } from '../knowledge/fact';
import { KnowledgeBase } from '../knowledge/knowledge-base';
import { KEPLER } from '../knowledge/testing/fixtures';
import { analyseQuestion } from './question-analyser';

describe(analyseQuestion.name, () => {
  it('takes what the question is about from the matching entries, never what kind of entry they are', () => {
    const facts = explained('Johannes Kepler', 'Space & Astronomy', [
      [
        'lean',
        'Summer comes when our half of the Earth leans towards the Sun, like a face to a fire.',
        'analogy season tilt',
        1618,
        null,
      ],
      [
        'steep',
        'In summer the light falls steeply, like a torch held straight over a table.',
        'analogy season light',
        1618,
        null,
      ],
    ]);
    const kb = new KnowledgeBase([KEPLER], facts, null);
    const { topics } = analyseQuestion('Is there an analogy for why we have seasons?', kb);
    expect(topics).toContain('season');
    expect(topics).not.toContain('analogy');
  });

  it('puts a topic the question names in full before one that only shares a word with it', () => {
    const facts = explained('Johannes Kepler', 'Space & Astronomy', [
      [
        'guess',
        'A guess is kept only while the measurements agree with it.',
        'scientific_pedagogy scientific_method',
        1618,
        null,
      ],
    ]);
    const kb = new KnowledgeBase([KEPLER], facts, null);
    const { topics } = analyseQuestion('How does the scientific method work?', kb);
    expect(topics.slice(0, 2)).toEqual(['scientific method', 'scientific pedagogy']);
  });
});
