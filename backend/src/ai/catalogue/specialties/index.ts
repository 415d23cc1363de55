import type { LanguageCode } from '@agora/contracts';
import { ar } from './ar';
import { bn } from './bn';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { hi } from './hi';
import { ja } from './ja';
import { pt } from './pt';
import { ru } from './ru';
import { zh } from './zh';

/** Each catalogue figure's specialty in every language but English (the catalogue's own text). */
const SPECIALTIES: Record<Exclude<LanguageCode, 'en'>, Record<string, string>> = {
  zh,
  hi,
  es,
  fr,
  ar,
  bn,
  pt,
  ru,
  ja,
  de,
};

/**
 * A figure's specialty in `language`; English (the given text) for English, for a figure outside
 * the catalogue (a custom mentor) and for any figure not translated yet.
 */
export function specialtyIn(language: string, figureName: string, english: string): string {
  if (language === 'en') return english;
  return SPECIALTIES[language as Exclude<LanguageCode, 'en'>]?.[figureName] ?? english;
}
