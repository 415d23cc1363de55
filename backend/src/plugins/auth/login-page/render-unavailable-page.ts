import { LOGIN_PAGE_STYLES } from './login-page.styles';
import { LOGIN_PAGE_TEXTS, type LoginPageLanguage } from './login-page.i18n';
import { escapeHtml } from './escape-html';
import { APP_LOGO_HTML } from './login-page.brand';

/** Shown instead of a JSON error when the identity provider cannot be reached. */
export function renderUnavailablePage(language: LoginPageLanguage, retryHref: string): string {
  const t = LOGIN_PAGE_TEXTS[language];
  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(t.unavailableTitle)}</title>
<style>${LOGIN_PAGE_STYLES}</style>
</head>
<body>
<main class="card">
  ${APP_LOGO_HTML}
  <h1>${escapeHtml(t.unavailableTitle)}</h1>
  <p class="error" role="alert">${escapeHtml(t.unavailableBody)}</p>
  <p class="switch"><a href="${escapeHtml(retryHref)}">${escapeHtml(t.retry)}</a></p>
  <p class="back"><a href="/">${escapeHtml(t.back)}</a></p>
</main>
</body>
</html>`;
}
