import { describe, expect, it } from 'vitest';
import { adminTranslations } from './index';

const english = adminTranslations.en as Record<string, string>;

describe('admin locales', () => {
  it.each(Object.entries(adminTranslations))('%s has every English key, translated', (language, strings) => {
    const entries = Object.entries(strings as Record<string, string>);
    expect(entries.map(([key]) => key).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of entries) {
      expect(text.trim(), `${language}:${key}`).not.toBe('');
      if (language !== 'en') expect(text, `${language}:${key}`).not.toBe(english[key]);
    }
  });
});
