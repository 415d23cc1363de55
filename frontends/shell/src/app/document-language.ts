import { ensureI18n, languageCodeOf, readSettings, registerTranslations, textDirectionOf, type LanguageCode } from '@agora/ui';
import { shellTranslations } from '../locales';

/** Sets <html lang dir> so Arabic renders right to left. */
export function applyDocumentLanguage(code: LanguageCode): void {
  document.documentElement.lang = code;
  document.documentElement.dir = textDirectionOf(code);
}

/** The interface language comes from the stored settings (changed with 'Apply to App', which reloads). */
export function prepareLanguage(): LanguageCode {
  const code = languageCodeOf(readSettings().language);
  const i18n = ensureI18n(code);
  registerTranslations('shell', shellTranslations);
  if (i18n.language !== code) void i18n.changeLanguage(code);
  applyDocumentLanguage(code);
  return code;
}
