import { ar } from './ar';
import { bn } from './bn';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { hi } from './hi';
import { ja } from './ja';
import { pt } from './pt';
import { ru } from './ru';
import type { KeywordSet } from './types';
import { zh } from './zh';

export type { KeywordSet } from './types';

/** One keyword list per interface language; a message is scored against all of them. */
export const KEYWORDS_BY_LANGUAGE: Record<string, KeywordSet> = {
  en,
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
