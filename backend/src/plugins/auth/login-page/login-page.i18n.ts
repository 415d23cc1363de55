import { LANGUAGE_CODES, type LanguageCode } from '@agora/contracts';
import { LOGIN_PAGE_TEXTS_A } from './login-page.texts-a';
import { LOGIN_PAGE_TEXTS_B } from './login-page.texts-b';

export interface LoginPageTexts {
  signInTitle: string;
  signUpTitle: string;
  tagline: string;
  email: string;
  password: string;
  firstName: string;
  passwordHint: string;
  signIn: string;
  signUp: string;
  toSignUp: string;
  toSignIn: string;
  back: string;
  errorCredentials: string;
  errorTaken: string;
  errorThrottled: string;
  errorEmail: string;
  errorPassword: string;
  errorFirstName: string;
  unavailableTitle: string;
  unavailableBody: string;
  retry: string;
}

/** The login page speaks the app's 11 languages. */
export const LOGIN_PAGE_LANGUAGES = LANGUAGE_CODES;
export type LoginPageLanguage = LanguageCode;

export const LOGIN_PAGE_TEXTS: Record<LoginPageLanguage, LoginPageTexts> = {
  ...LOGIN_PAGE_TEXTS_A,
  ...LOGIN_PAGE_TEXTS_B,
};

/** The best of our languages for an Accept-Language header (quality order), English otherwise. */
export function pickLanguage(header: string | undefined): LoginPageLanguage {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  const hit = ranked.find((r) => (LOGIN_PAGE_LANGUAGES as readonly string[]).includes(r.base));
  return (hit?.base as LoginPageLanguage | undefined) ?? 'en';
}
