import { DEFAULT_SETTINGS, SETTINGS_STORAGE_KEY, readSettings } from '@agora/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detectLanguage } from './detect-language';
import { prepareLanguage } from './document-language';

function browserLanguages(...languages: string[]) {
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

const clearCookie = () => (document.cookie = 'agora_lang=; path=/; max-age=0');

describe('first visit language', () => {
  beforeEach(() => {
    localStorage.clear();
    clearCookie();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    clearCookie();
  });

  it("picks the first of the browser's languages that Agora speaks", () => {
    browserLanguages('tlh', 'es-ES', 'en');
    expect(detectLanguage()).toEqual({ code: 'es', saved: false });
  });

  it('falls back to English when the browser speaks none of ours', () => {
    browserLanguages('tlh', 'eo');
    expect(detectLanguage().code).toBe('en');
  });

  it('prefers the cookie the app set before over the browser', () => {
    browserLanguages('es-ES');
    document.cookie = 'agora_lang=ja; path=/';
    expect(detectLanguage().code).toBe('ja');
  });

  it('lets a saved setting rule over cookie and browser', () => {
    browserLanguages('es-ES');
    document.cookie = 'agora_lang=ja; path=/';
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ ...DEFAULT_SETTINGS, language: 'German' }),
    );
    expect(detectLanguage()).toEqual({ code: 'de', saved: true });
  });

  it('saves the detected language as the setting and tells the server with a cookie', async () => {
    browserLanguages('fr-CA', 'en');
    expect(await prepareLanguage()).toBe('fr');
    expect(readSettings().language).toBe('French');
    expect(document.cookie).toContain('agora_lang=fr');
    expect(document.documentElement).toHaveAttribute('lang', 'fr');

    browserLanguages('es-ES');
    expect(await prepareLanguage()).toBe('fr');
  });
});
