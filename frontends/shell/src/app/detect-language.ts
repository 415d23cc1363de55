import { LANGUAGES, SETTINGS_STORAGE_KEY, languageCodeOf, type LanguageCode } from '@agora/ui';
import LanguageDetector, { type CustomDetector } from 'i18next-browser-languagedetector';

/** Read by the server for the sign-in page and localized texts (`agora_lang`; see DEVELOPMENT.md). */
export const LANGUAGE_COOKIE = 'agora_lang';
const ONE_YEAR_IN_MINUTES = 365 * 24 * 60;
const KNOWN: ReadonlySet<string> = new Set(LANGUAGES.map((language) => language.code));

/** The language saved in the settings, only when one was saved (the defaults do not count). */
const savedSetting: CustomDetector = {
  name: 'agoraSettings',
  lookup() {
    try {
      const saved = (JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}') ?? {}) as {
        language?: unknown;
      };
      return typeof saved.language === 'string' ? languageCodeOf(saved.language) : undefined;
    } catch {
      return undefined;
    }
  },
};

function createDetector(): LanguageDetector {
  // The `languageUtils` stub makes detect() answer every candidate, best first, not just the first.
  const detector = new LanguageDetector(
    { languageUtils: { getBestMatchFromCodes: () => undefined } },
    {
      order: ['agoraSettings', 'cookie', 'navigator'],
      lookupCookie: LANGUAGE_COOKIE,
      caches: ['cookie'],
      cookieMinutes: ONE_YEAR_IN_MINUTES,
      cookieOptions: { path: '/', sameSite: 'lax' },
    },
  );
  detector.addDetector(savedSetting);
  return detector;
}

/**
 * The interface language: the saved setting, else the `agora_lang` cookie, else the first of the
 * browser's languages (navigator.languages) that Agora speaks, else English.
 */
export function detectLanguage(): { code: LanguageCode; saved: boolean } {
  const detector = createDetector();
  const saved = savedSetting.lookup({}) !== undefined;
  const candidates = [detector.detect() ?? []].flat();
  const code = candidates
    .map((candidate) => candidate.toLowerCase().split(/[-_]/)[0] ?? '')
    .find((candidate) => KNOWN.has(candidate)) as LanguageCode | undefined;
  return { code: code ?? 'en', saved };
}

/** Tells the server the interface language (the cookie), so its pages and texts follow the app. */
export function rememberLanguageForServer(code: LanguageCode): void {
  createDetector().cacheUserLanguage(code);
}
