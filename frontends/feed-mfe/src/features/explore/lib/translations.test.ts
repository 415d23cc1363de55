import { describe, expect, it } from 'vitest';
import { feedTranslations } from '../../../locales';

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('feed translations', () => {
  const english = keys(feedTranslations.en).sort();

  it.each(Object.keys(feedTranslations).filter((l) => l !== 'en'))(
    '%s has every English key, each translated',
    (language) => {
      const strings = feedTranslations[language as keyof typeof feedTranslations] as Record<
        string,
        unknown
      >;
      expect(keys(strings).sort()).toEqual(english);
      // Texts that must differ from English somewhere (proper names and "Feed" may not).
      const ask = (strings.ask as { prompt: string }).prompt;
      expect(ask).not.toBe('What do you want to learn about?');
    },
  );
});
