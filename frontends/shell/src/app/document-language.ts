import {
  addTranslations,
  ensureI18n,
  languageNameOf,
  readSettings,
  textDirectionOf,
  writeSettings,
  type LanguageCode,
} from '@agora/ui';
import { englishShellStrings, loadShellStrings } from '../locales';
import { detectLanguage, rememberLanguageForServer } from './detect-language';

/** Sets <html lang dir> so Arabic renders right to left. */
export function applyDocumentLanguage(code: LanguageCode): void {
  document.documentElement.lang = code;
  document.documentElement.dir = textDirectionOf(code);
}

/**
 * The interface language: on the first visit the browser's (see `detectLanguage`), saved in the
 * settings so that from then on the setting rules (changed with 'Apply to App', which reloads).
 * Only that language's shell strings are fetched; English is built in as the fallback.
 */
export async function prepareLanguage(): Promise<LanguageCode> {
  const { code, saved } = detectLanguage();
  if (!saved) writeSettings({ ...readSettings(), language: languageNameOf(code) });
  // The `agora_lang` cookie: the server's texts and the next signed-out landing follow it.
  rememberLanguageForServer(code);
  const i18n = ensureI18n(code);
  addTranslations('shell', 'en', englishShellStrings);
  if (code !== 'en') {
    try {
      addTranslations('shell', code, await loadShellStrings(code));
    } catch (error) {
      console.error(`The ${code} strings could not be loaded; showing English`, error);
    }
  }
  if (i18n.language !== code) await i18n.changeLanguage(code);
  applyDocumentLanguage(code);
  return code;
}
