import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageCode } from '../settings/languages';
import { uiTranslations } from '../locales';

export type TranslationResources = Record<LanguageCode, Record<string, unknown>>;

/**
 * Initialises the one i18next instance shared (as a Module Federation singleton) by the shell and
 * every remote. Safe to call many times; the first call wins the language.
 */
export function ensureI18n(language: LanguageCode = 'en'): I18n {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: 'en',
      ns: ['ui'],
      defaultNS: 'ui',
      resources: {} as Resource,
      interpolation: { escapeValue: false },
      initAsync: false,
      react: { useSuspense: false },
      showSupportNotice: false,
    });
    addBundles('ui', uiTranslations);
  }
  return i18next;
}

/** Adds a namespace's strings for the 11 languages (each remote calls this for its own namespace). */
export function registerTranslations(namespace: string, resources: TranslationResources): void {
  ensureI18n();
  addBundles(namespace, resources);
}

/** Adds one language of a namespace (for strings loaded on demand). */
export function addTranslations(
  namespace: string,
  language: LanguageCode,
  strings: Record<string, unknown>,
): void {
  ensureI18n().addResourceBundle(language, namespace, strings, true, true);
}

function addBundles(namespace: string, resources: TranslationResources) {
  for (const [language, strings] of Object.entries(resources)) {
    i18next.addResourceBundle(language, namespace, strings, true, true);
  }
}
