import { personaCatalogue } from '../catalogue/persona-catalogue';
import { laterThanLifetime } from './time-awareness';

describe(laterThanLifetime.name, () => {
  const now = new Date('2026-06-01T00:00:00Z');

  it('finds a modern invention the figure never saw', () => {
    expect(
      laterThanLifetime(personaCatalogue.get('Socrates'), 'Do you like smartphones?', now)?.label,
    ).toBe('pocket telephones');
    expect(
      laterThanLifetime(
        personaCatalogue.get('Ada Lovelace'),
        'What about artificial intelligence?',
        now,
      )?.year,
    ).toBe(1956);
  });

  it('finds a year after the figure’s death', () => {
    expect(
      laterThanLifetime(personaCatalogue.get('Isaac Newton'), 'What happened in 1789?', now),
    ).toEqual({ label: 'the year 1789', year: 1789 });
  });

  it('leaves things the figure lived to see alone', () => {
    expect(
      laterThanLifetime(
        personaCatalogue.get('Albert Einstein'),
        'Tell me about the atomic bomb in 1945',
        now,
      ),
    ).toBeUndefined();
    expect(
      laterThanLifetime(personaCatalogue.get('Katherine Johnson'), 'Did you use computers?', now),
    ).toBeUndefined();
  });

  it('tells the railway train from training', () => {
    const aristotle = personaCatalogue.get('Aristotle');
    for (const question of [
      'How do trains work?',
      'Would you ride a train?',
      'What do you think of railways?',
    ])
      expect(laterThanLifetime(aristotle, question, now)?.label).toBe('railways');
    for (const question of [
      'Why do athletes train so hard?',
      'How do you train a dog?',
      'Is training the mind like training the body?',
    ])
      expect(laterThanLifetime(aristotle, question, now)).toBeUndefined();
  });

  it('leaves the camera obscura and the moons of Jupiter to those who knew them', () => {
    const leonardo = personaCatalogue.get('Leonardo da Vinci');
    const galileo = personaCatalogue.get('Galileo Galilei');
    expect(laterThanLifetime(leonardo, 'How does a camera obscura work?', now)).toBeUndefined();
    expect(laterThanLifetime(leonardo, 'Would you use a camera?', now)?.label).toBe('photography');
    expect(laterThanLifetime(galileo, 'What are the satellites of Jupiter?', now)).toBeUndefined();
    expect(laterThanLifetime(galileo, 'Would you launch artificial satellites?', now)?.label).toBe(
      'travel into space',
    );
  });

  it('never applies to a living figure', () => {
    expect(
      laterThanLifetime(personaCatalogue.get('Temple Grandin'), 'What about ChatGPT?', now),
    ).toBeUndefined();
  });
});
