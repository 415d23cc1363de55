import type { LanguageCode } from '@agora/contracts';
import type { CreditPackEntity, TestCheckoutSessionEntity } from '../credits.entities';
import { TEST_CHECKOUT_TEXTS } from './test-checkout.texts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const fill = (template: string, name: string, value: string) =>
  template.replace(`{${name}}`, escapeHtml(value));

/**
 * The built-in checkout page: plain HTML forms so it works without any frontend bundle. `pack`
 * comes with its name and description already in `language`.
 */
export function renderTestCheckoutPage(
  session: TestCheckoutSessionEntity,
  pack: CreditPackEntity,
  language: LanguageCode = 'en',
): string {
  const t = TEST_CHECKOUT_TEXTS[language];
  const euros = (cents: number) =>
    new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(cents / 100);
  const id = encodeURIComponent(session.id);
  const open = session.status === 'open';
  const state = open
    ? ''
    : `<p class="state" role="status">${escapeHtml(session.paymentStatus === 'paid' ? t.alreadyPaid : t.canceled)}</p>
    <a class="back" href="${escapeHtml(new URL('/credits', session.cancelUrl).href)}">${escapeHtml(t.backToCredits)}</a>`;
  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #f4f1ea; color: #1f2937; display: grid; place-items: center; min-height: 100vh; }
  main { width: min(420px, calc(100vw - 32px)); background: #fff; border-radius: 16px; box-shadow: 0 10px 30px rgba(0,0,0,.08); overflow: hidden; }
  .banner { background: #f59e0b; color: #111; font-weight: 700; text-align: center; padding: 10px; letter-spacing: .08em; }
  .body { padding: 24px; }
  h1 { font-size: 1.3rem; margin: 0 0 4px; }
  .muted { color: #6b7280; margin: 0 0 16px; }
  .line { display: flex; justify-content: space-between; padding: 12px 0; border-top: 1px solid #e5e7eb; }
  .total { font-weight: 700; font-size: 1.15rem; }
  form { margin: 0; }
  button { font: inherit; width: 100%; min-height: 48px; border: 0; border-radius: 10px; font-size: 1rem; font-weight: 600; cursor: pointer; margin-top: 12px; }
  button:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  .pay { background: #4f46e5; color: #fff; }
  .cancel { background: #e5e7eb; color: #111; }
  .note { font-size: .85rem; color: #6b7280; margin-top: 16px; }
  .state { background: #fef3c7; padding: 10px; border-radius: 8px; }
  .back { display: flex; align-items: center; justify-content: center; min-height: 48px; margin-top: 12px; border-radius: 10px; background: #4f46e5; color: #fff; font-weight: 600; text-decoration: none; }
  .back:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
</style>
</head>
<body>
<main>
  <div class="banner" role="note">${escapeHtml(t.banner)}</div>
  <div class="body">
    <h1>${fill(escapeHtml(t.packTitle), 'name', pack.name)}</h1>
    <p class="muted">${escapeHtml(pack.description)}</p>
    <div class="line"><span>${escapeHtml(t.credits)}</span><span>${pack.credits}</span></div>
    <div class="line total"><span>${escapeHtml(t.total)}</span><span>${euros(session.amountTotal)}</span></div>
    ${state}
    ${
      open
        ? `<form method="post" action="/api/test-checkout/${id}/pay"><button class="pay" type="submit" autofocus>${fill(escapeHtml(t.pay), 'amount', euros(session.amountTotal))}</button></form>
    <form method="post" action="/api/test-checkout/${id}/cancel"><button class="cancel" type="submit">${escapeHtml(t.cancel)}</button></form>`
        : ''
    }
    <p class="note">${escapeHtml(t.note)}</p>
  </div>
</main>
</body>
</html>`;
}
