import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[prefix + key, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();

/**
 * Checks a namespace's languages against English: the same keys, no empty text, the same
 * {{placeholders}}, and mostly translated (names and brand words may stay as they are).
 */
export function describeLocaleParity(
  namespace: string,
  translations: { en: object } & Record<string, object>,
  { maxSameAsEnglish = 0.15 } = {},
): void {
  const english = new Map(leaves(translations.en as Tree));

  describe(`${namespace} locales`, () => {
    it.each(Object.entries(translations))(
      '%s has every English key, with the same placeholders',
      (language, tree) => {
        const entries = leaves(tree as Tree);
        expect(entries.map(([key]) => key).sort()).toEqual([...english.keys()].sort());
        for (const [key, text] of entries) {
          expect(text.trim(), `${language}:${key}`).not.toBe('');
          expect(placeholders(text), `${language}:${key}`).toEqual(
            placeholders(english.get(key) ?? ''),
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
