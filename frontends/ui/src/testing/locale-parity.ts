import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[prefix + key, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();
// "one message", Arabic "رسالتان" (two messages): a plural form may spell the number out.
const placeholdersOf = (key: string, text: string) =>
  PLURAL_SUFFIX.test(key)
    ? placeholders(text).filter((p) => p !== '{{count}}')
    : placeholders(text);

/**
 * The keys a language must have: English's, with each plural (key_one, key_other…) spelled in the
 * language's own plural categories (Chinese has only _other, Russian adds _few and _many).
 */
function expectedKeys(englishKeys: string[], language: string): string[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const plurals = new Set(
    englishKeys
      .filter((key) => key.endsWith('_other'))
      .map((key) => key.replace(PLURAL_SUFFIX, '')),
  );
  const singular = englishKeys.filter((key) => !plurals.has(key.replace(PLURAL_SUFFIX, '')));
  const plural = [...plurals].flatMap((base) =>
    categories.map((category) => `${base}_${category}`),
  );
  return [...singular, ...plural].sort();
}

/**
 * Checks a namespace's languages against English: the same keys (plurals in each language's own
 * forms), no empty text, the same {{placeholders}}, and mostly translated (names and brand words
 * may stay as they are).
 */
export function describeLocaleParity(
  namespace: string,
  translations: { en: object } & Record<string, object>,
  { maxSameAsEnglish = 0.15 } = {},
): void {
  const english = new Map(leaves(translations.en as Tree));
  const englishFor = (key: string) =>
    english.get(key) ?? english.get(key.replace(PLURAL_SUFFIX, '_other')) ?? '';

  describe(`${namespace} locales`, () => {
    it.each(Object.entries(translations))(
      '%s has every English key, with the same placeholders',
      (language, tree) => {
        const entries = leaves(tree as Tree);
        expect(entries.map(([key]) => key).sort()).toEqual(
          expectedKeys([...english.keys()], language),
        );
        for (const [key, text] of entries) {
          expect(text.trim(), `${language}:${key}`).not.toBe('');
          expect(placeholdersOf(key, text), `${language}:${key}`).toEqual(
            placeholdersOf(key, englishFor(key)),
          );
        }
      },
    );

    it.each(Object.entries(translations).filter(([language]) => language !== 'en'))(
      '%s is translated, not a copy of English',
      (_language, tree) => {
        const same = leaves(tree as Tree).filter(([key, text]) => text === english.get(key));
        expect(same.length).toBeLessThan(english.size * maxSameAsEnglish);
      },
    );
  });
}
