import type { LanguageCode } from '@agora/contracts';
import { ar } from './ar';
import { bn } from './bn';
import type { CatalogueTexts } from './catalogue-texts';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { hi } from './hi';
import { ja } from './ja';
import { pt } from './pt';
import { ru } from './ru';
import { zh } from './zh';

export type { CatalogueTexts };

/** The price list's texts in every language but English (English is what the catalogue stores). */
export const CATALOGUE_TEXTS: Record<Exclude<LanguageCode, 'en'>, CatalogueTexts> = {
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
