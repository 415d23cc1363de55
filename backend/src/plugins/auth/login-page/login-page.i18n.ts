import { LANGUAGE_CODES, type LanguageCode } from '@agora/contracts';
import { bestAcceptedLanguage } from '../../../core/i18n/request-language';
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
export const pickLanguage: (header: string | undefined) => LoginPageLanguage = bestAcceptedLanguage;
