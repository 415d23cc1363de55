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

/** A promotion code the buyer entered that was refused, shown back with the reason. */
export interface PromotionEntry {
  code: string;
  error: 'missing' | 'unknown';
}

/**
 * The built-in checkout page: plain HTML forms so it works without any frontend bundle. `pack`
 * comes with its name and description already in `language`; `entry` is a refused promotion code.
 */
export function renderTestCheckoutPage(
  session: TestCheckoutSessionEntity,
  pack: CreditPackEntity,
  language: LanguageCode = 'en',
  entry?: PromotionEntry,
): string {
  const t = TEST_CHECKOUT_TEXTS[language];
  const euros = (cents: number) =>
    new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(cents / 100);
  const id = encodeURIComponent(session.id);
  const open = session.status === 'open';
  const discount =
    session.promotionCode && session.percentOff !== null
      ? `<div class="line"><span>${escapeHtml(t.subtotal)}</span><span>${euros(session.amountSubtotal)}</span></div>
    <div class="line discount"><span>${fill(escapeHtml(t.discount), 'code', session.promotionCode)}</span><span>${euros(session.amountTotal - session.amountSubtotal)} (${percentOff(language, session.percentOff)})</span></div>`
      : '';
  const promotionForm = open ? renderPromotionForm(id, language, session, entry) : '';
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
  .discount { color: #047857; }
  .promo { padding: 12px 0 4px; border-top: 1px solid #e5e7eb; }
  .promo label { display: block; font-weight: 600; margin-bottom: 6px; }
  .promo .row { display: flex; gap: 8px; }
  .promo input { font: inherit; flex: 1; min-width: 0; min-height: 44px; padding: 0 12px; border: 1px solid #9ca3af; border-radius: 10px; text-transform: uppercase; }
  .promo input:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  .promo button { width: auto; min-height: 44px; margin-top: 0; padding: 0 18px; background: #e5e7eb; color: #111; }
  .error { color: #b91c1c; margin: 8px 0 0; }
</style>
</head>
<body>
<main>
  <div class="banner" role="note">${escapeHtml(t.banner)}</div>
  <div class="body">
    <h1>${fill(escapeHtml(t.packTitle), 'name', pack.name)}</h1>
    <p class="muted">${escapeHtml(pack.description)}</p>
    <div class="line"><span>${escapeHtml(t.credits)}</span><span>${pack.credits}</span></div>
    ${discount}
    <div class="line total"><span>${escapeHtml(t.total)}</span><span>${euros(session.amountTotal)}</span></div>
    ${promotionForm}
    ${state}
    ${
      open
        ? `<form method="post" action="/api/test-checkout/${id}/pay"><button class="pay" type="submit"${entry ? '' : ' autofocus'}>${fill(escapeHtml(t.pay), 'amount', euros(session.amountTotal))}</button></form>
    <form method="post" action="/api/test-checkout/${id}/cancel"><button class="cancel" type="submit">${escapeHtml(t.cancel)}</button></form>`
        : ''
    }
    <p class="note">${escapeHtml(t.note)}</p>
  </div>
</main>
</body>
</html>`;
}

/** `-80%` in the reader's language (the line shows the amount taken off first, as Stripe's page does). */
function percentOff(language: LanguageCode, percent: number): string {
  return escapeHtml(
    new Intl.NumberFormat(language, { style: 'percent', signDisplay: 'always' }).format(
      -percent / 100,
    ),
  );
}

/** The promotion code field: a plain form posting `code`, the refusal (if any) tied to the field. */
function renderPromotionForm(
  id: string,
  language: LanguageCode,
  session: TestCheckoutSessionEntity,
  entry: PromotionEntry | undefined,
): string {
  const t = TEST_CHECKOUT_TEXTS[language];
  const value = entry ? entry.code : (session.promotionCode ?? '');
  const error = entry
    ? entry.error === 'missing'
      ? escapeHtml(t.promotionMissing)
      : fill(escapeHtml(t.promotionUnknown), 'code', entry.code)
    : '';
  const invalid = entry ? ' aria-invalid="true" aria-describedby="promotion-error" autofocus' : '';
  return `<form class="promo" method="post" action="/api/test-checkout/${id}/promotion?lang=${language}">
      <label for="promotion-code">${escapeHtml(t.promotionCode)}</label>
      <div class="row"><input id="promotion-code" name="code" value="${escapeHtml(value)}" maxlength="60" autocomplete="off" autocapitalize="characters" spellcheck="false"${invalid}><button type="submit">${escapeHtml(t.apply)}</button></div>
      ${error ? `<p class="error" id="promotion-error" role="alert">${error}</p>` : ''}
    </form>`;
}
