import { escapeHtml as esc } from './escape-html';
import { APP_LOGO_HTML } from './login-page.brand';
import { LOGIN_PAGE_STYLES } from './login-page.styles';
import { LOGIN_PAGE_TEXTS, type LoginPageLanguage, type LoginPageTexts } from './login-page.i18n';

export type LoginPageMode = 'signin' | 'signup';

export interface LoginPageView {
  mode: LoginPageMode;
  returnTo: string;
  email?: string;
  firstName?: string;
  error?: { kind: 'credentials' | 'taken' | 'throttled' } | { kind: 'invalid'; field: string };
}

/** The built-in sign-in / sign-up page: plain forms (no script), mobile first, RTL aware. */
export function renderLoginPage(language: LoginPageLanguage, view: LoginPageView): string {
  const t = LOGIN_PAGE_TEXTS[language];
  const signUp = view.mode === 'signup';
  const title = signUp ? t.signUpTitle : t.signInTitle;
  const action = signUp ? '/api/login/signup' : '/api/login';
  const returnQuery = view.returnTo === '/' ? '' : `&returnTo=${encodeURIComponent(view.returnTo)}`;
  const switchHref = signUp
    ? `/api/login?mode=signin${returnQuery}`
    : `/api/login?mode=signup${returnQuery}`;
  const error = view.error ? errorText(t, view.error) : undefined;

  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${esc(title)}</title>
<style>${LOGIN_PAGE_STYLES}</style>
</head>
<body>
<main class="card">
  ${APP_LOGO_HTML}
  <h1>${esc(title)}</h1>
  <p class="tagline">${esc(t.tagline)}</p>
  ${error ? `<p class="error" role="alert" id="form-error">${esc(error)}</p>` : ''}
  <form method="post" action="${action}" novalidate${error ? ' aria-describedby="form-error"' : ''}>
    <input type="hidden" name="returnTo" value="${esc(view.returnTo)}">
    ${
      signUp
        ? `<label for="firstName">${esc(t.firstName)}</label>
    <input id="firstName" name="firstName" type="text" autocomplete="given-name" maxlength="100" value="${esc(view.firstName ?? '')}">`
        : ''
    }
    <label for="email">${esc(t.email)}</label>
    <input id="email" name="email" type="email" autocomplete="email" inputmode="email" required autofocus value="${esc(view.email ?? '')}">
    <label for="password">${esc(t.password)}</label>
    <input id="password" name="password" type="password" required ${
      signUp
        ? `minlength="8" autocomplete="new-password" aria-describedby="password-hint"`
        : 'autocomplete="current-password"'
    }>
    ${signUp ? `<p class="hint" id="password-hint">${esc(t.passwordHint)}</p>` : ''}
    <button type="submit">${esc(signUp ? t.signUp : t.signIn)}</button>
  </form>
  <p class="switch"><a href="${esc(switchHref)}">${esc(signUp ? t.toSignIn : t.toSignUp)}</a></p>
  <p class="back"><a href="/">${esc(t.back)}</a></p>
</main>
</body>
</html>`;
}

function errorText(t: LoginPageTexts, error: NonNullable<LoginPageView['error']>): string {
  switch (error.kind) {
    case 'credentials':
      return t.errorCredentials;
    case 'taken':
      return t.errorTaken;
    case 'throttled':
      return t.errorThrottled;
    case 'invalid':
      return error.field === 'password'
        ? t.errorPassword
        : error.field === 'firstName'
          ? t.errorFirstName
          : t.errorEmail;
  }
}
