import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureI18n } from './i18n';
import { lazyTranslations, useTranslationsReady, withTranslations } from './lazy-translations';

const english = { hello: 'Hello' };
type Load = () => Promise<{ default: typeof english }>;
/** German from `de`; any other language never arrives (the tests show only German or English). */
const loaders =
  (de: Load) =>
  (code: string): ReturnType<Load> =>
    code === 'de' ? de() : new Promise(() => undefined);

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('lazyTranslations', () => {
  it('has English at once and fetches only the shown language, once', async () => {
    ensureI18n('en');
    let fetches = 0;
    const ready = lazyTranslations(
      'lazy-a',
      english,
      loaders(async () => {
        fetches += 1;
        return { default: { hello: 'Hallo' } };
      }),
    );
    expect(ready.isLoaded()).toBe(true);
    expect(i18next.t('hello', { ns: 'lazy-a' })).toBe('Hello');
    expect(fetches).toBe(0);

    await i18next.changeLanguage('de');
    expect(ready.isLoaded()).toBe(false);
    await Promise.all([ready(), ready()]);
    expect(fetches).toBe(1);
    expect(ready.isLoaded()).toBe(true);
    expect(i18next.t('hello', { ns: 'lazy-a' })).toBe('Hallo');
  });

  it('stays English when the language cannot be fetched', async () => {
    await i18next.changeLanguage('de');
    const ready = lazyTranslations(
      'lazy-b',
      english,
      loaders(() => Promise.reject(new Error('offline'))),
    );
    const errors = console.error;
    console.error = () => undefined;
    await ready();
    console.error = errors;
    expect(i18next.t('hello', { ns: 'lazy-b' })).toBe('Hello');
  });

  it('makes lazy routes and components wait for the strings', async () => {
    await i18next.changeLanguage('de');
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const ready = lazyTranslations(
      'lazy-c',
      english,
      loaders(async () => {
        await gate;
        return { default: { hello: 'Hallo' } };
      }),
    );
    function Greeting() {
      const { t } = useTranslation('lazy-c');
      return useTranslationsReady(ready) ? <p>{t('hello')}</p> : <p>waiting</p>;
    }
    const lazy = withTranslations(
      [{ path: '/', lazy: async () => ({ Component: Greeting }) }],
      ready,
    )[0]?.lazy as () => Promise<{ Component: typeof Greeting }>;
    let resolved = false;
    const page = lazy().then((r) => {
      resolved = true;
      return r;
    });
    render(<Greeting />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 10));
    expect(resolved).toBe(false);
    release();
    expect((await page).Component).toBe(Greeting);
    expect(await screen.findByText('Hallo')).toBeInTheDocument();
  });
});
