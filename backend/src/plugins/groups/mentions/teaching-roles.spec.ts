import { settingOf, shapeAnswer, teachingTurns } from './teaching-roles';

describe('teachingTurns', () => {
  it('gives the first figure the explanation, the middle ones the follow-up, the last the check', () => {
    const sut = teachingTurns(['Socrates', 'Hypatia', 'Isaac Newton']);
    expect(sut).toEqual([
      { figure: 'Socrates', role: 'explain', after: null },
      { figure: 'Hypatia', role: 'build', after: 'Socrates' },
      { figure: 'Isaac Newton', role: 'check', after: 'Hypatia' },
    ]);
  });

  it('lets a lone figure explain', () => {
    expect(teachingTurns(['Rumi'])).toEqual([{ figure: 'Rumi', role: 'explain', after: null }]);
  });

  it('tells a follow-up turn whom to name', () => {
    const [, second] = teachingTurns(['Socrates', 'Hypatia', 'Rumi']);
    expect(settingOf(second!, 'Physics')).toContain('Name Socrates');
  });
});

describe('shapeAnswer', () => {
  const [, last] = teachingTurns(['Socrates', 'Hypatia']);

  it('names the figure before when the answer does not', () => {
    expect(shapeAnswer(last!, 'Gravity bends paths.').lead).toContain('Socrates');
  });

  it('adds no lead when the answer already names it', () => {
    expect(shapeAnswer(last!, 'As Socrates said, ask why?').lead).toBe('');
  });

  it('ends the last turn with a question to the learners', () => {
    expect(shapeAnswer(last!, 'Gravity bends paths.').tail).toMatch(/\?$/);
    expect(shapeAnswer(last!, 'Do you see why?').tail).toBe('');
  });
});
