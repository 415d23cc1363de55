import { describe, expect, it } from 'vitest';
import { adminTranslations } from './index';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[prefix + key, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();
const english = new Map(leaves(adminTranslations.en as Tree));

describe('admin locales', () => {
  it.each(Object.entries(adminTranslations))(
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

  it.each(Object.entries(adminTranslations).filter(([language]) => language !== 'en'))(
    '%s is translated, not a copy of English',
    (_language, tree) => {
      const same = leaves(tree as Tree).filter(([key, text]) => text === english.get(key));
      // provider names stay as they are
      expect(same.length).toBeLessThan(english.size * 0.15);
    },
  );
});
