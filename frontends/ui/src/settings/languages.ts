export const LANGUAGES = [
  { code: 'en', name: 'English', nativeName: 'English' },
  { code: 'zh', name: 'Chinese', nativeName: '中文' },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी' },
  { code: 'es', name: 'Spanish', nativeName: 'Español' },
  { code: 'fr', name: 'French', nativeName: 'Français' },
  { code: 'ar', name: 'Arabic', nativeName: 'العربية' },
  { code: 'bn', name: 'Bengali', nativeName: 'বাংলা' },
  { code: 'pt', name: 'Portuguese', nativeName: 'Português' },
  { code: 'ru', name: 'Russian', nativeName: 'Русский' },
  { code: 'ja', name: 'Japanese', nativeName: '日本語' },
  { code: 'de', name: 'German', nativeName: 'Deutsch' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export type LanguageName = (typeof LANGUAGES)[number]['name'];

export const RTL_LANGUAGES: readonly LanguageCode[] = ['ar'];

export function languageCodeOf(name: string): LanguageCode {
  return LANGUAGES.find((l) => l.name === name)?.code ?? 'en';
}

export function languageNameOf(code: string): LanguageName {
  return LANGUAGES.find((l) => l.code === code)?.name ?? 'English';
}

export function textDirectionOf(code: string): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.includes(code as LanguageCode) ? 'rtl' : 'ltr';
}
