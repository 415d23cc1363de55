import { LANGUAGE_CODES } from '@agora/contracts';
import { personaCatalogue } from '../persona-catalogue';
import { specialtyIn } from '.';

describe('figure specialties', () => {
  const others = LANGUAGE_CODES.filter((code) => code !== 'en');

  it.each(others)('has every catalogue figure in %s, none left in English', (code) => {
    for (const figure of personaCatalogue.figures) {
      const translated = specialtyIn(code, figure.name, figure.specialty);
      expect({ figure: figure.name, translated }).not.toEqual({
        figure: figure.name,
        translated: figure.specialty,
      });
    }
  });

  it('keeps English, and unknown figures, as given', () => {
    expect(specialtyIn('en', 'Marie Curie', 'Physicist and chemist')).toBe('Physicist and chemist');
    expect(specialtyIn('es', 'My own mentor', 'Night-sky guide')).toBe('Night-sky guide');
    expect(specialtyIn('es', 'Marie Curie', 'Physicist and chemist')).toBe('Física y química');
  });
});
