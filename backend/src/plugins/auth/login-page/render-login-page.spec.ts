import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { APP_PALETTE } from './login-page.brand';
import { LOGIN_PAGE_LANGUAGES, LOGIN_PAGE_TEXTS, pickLanguage } from './login-page.i18n';
import { renderLoginPage as sut } from './render-login-page';

describe('login page', () => {
  it('has every text in all 11 languages, translated (not English copies)', () => {
    const keys = Object.keys(LOGIN_PAGE_TEXTS.en);
    expect(LOGIN_PAGE_LANGUAGES).toHaveLength(11);
    for (const language of LOGIN_PAGE_LANGUAGES) {
      const texts: Readonly<Record<string, string>> = { ...LOGIN_PAGE_TEXTS[language] };
      expect(Object.keys(texts).sort()).toEqual([...keys].sort());
      for (const key of keys) expect(texts[key]?.trim()).toBeTruthy();
      if (language !== 'en') expect(texts.signInTitle).not.toBe(LOGIN_PAGE_TEXTS.en.signInTitle);
    }
  });

  it.each([
    [undefined, 'en'],
    ['fr-CA,fr;q=0.9,en;q=0.8', 'fr'],
    ['xx,ja;q=0.5', 'ja'],
    ['en;q=0.1,zh-CN;q=0.9', 'zh'],
    ['tlh', 'en'],
  ])('picks the language for Accept-Language %j', (header, language) => {
    expect(pickLanguage(header)).toBe(language);
  });

  it('writes Arabic right to left', () => {
    expect(sut('ar', { mode: 'signin', returnTo: '/' })).toContain('<html lang="ar" dir="rtl">');
  });

  it('escapes what the visitor typed', () => {
    const html = sut('en', {
      mode: 'signup',
      returnTo: '/',
      email: '"><script>alert(1)</script>',
      firstName: '<b>',
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&#34;&#62;&#60;script&#62;');
  });

  it('carries returnTo to the other form', () => {
    const html = sut('en', { mode: 'signin', returnTo: '/join/abc' });
    expect(html).toContain('href="/api/login?mode=signup&#38;returnTo=%2Fjoin%2Fabc"');
  });

  it('wears the palette and temple logo of the app, not a purple "A"', () => {
    const html = sut('en', { mode: 'signin', returnTo: '/' });
    expect(html).toContain('<path d="M3 9l9-5 9 5"/>');
    expect(html).toContain('--accent:#7c4a1e');
    expect(html).not.toMatch(/#7c4dff|#a48bff|>Α</);
  });

  it('keeps the palette equal to the design tokens of the app', () => {
    const tokens = readFileSync(
      resolve(__dirname, '../../../../../frontends/ui/src/styles/tokens.css'),
      'utf8',
    );
    const token = (name: string) => new RegExp(`--ag-color-${name}:\\s*([^;]+);`).exec(tokens)?.[1];
    expect(APP_PALETTE).toEqual({
      bg: token('bg'),
      surface: token('surface'),
      text: token('text'),
      textMuted: token('text-muted'),
      border: token('border'),
      primary: token('primary'),
      primaryHover: token('primary-hover'),
      danger: token('danger'),
    });
  });
});
