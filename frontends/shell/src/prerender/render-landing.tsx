// Build-time only (bundled for Node by rsbuild.prerender.config.ts): the signed-out landing as HTML
// in each language, so that the page paints before any JavaScript has loaded.
import { addTranslations, ensureI18n, textDirectionOf, type LanguageCode } from '@agora/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { ShellLayout } from '../app/shell-layout';
import { AUTH_QUERY_KEY } from '../auth/use-auth';
import { shellTranslations } from '../locales/all-locales';
import { LandingPage } from '../pages/landing/landing-page';
import { SettingsProvider } from '../settings/settings-context';
import { EmptyStorage } from './empty-storage';

export const LANDING_LANGUAGES = Object.keys(shellTranslations) as LanguageCode[];

export interface RenderedLanding {
  language: LanguageCode;
  dir: 'ltr' | 'rtl';
  title: string;
  description: string;
  /** The markup of `#root`, as the app renders it before any data has loaded. */
  html: string;
}

export async function renderLanding(language: LanguageCode): Promise<RenderedLanding> {
  // Node has no localStorage; the settings read as a first visitor's (the defaults).
  globalThis.localStorage ??= new EmptyStorage();
  const i18n = ensureI18n(language);
  for (const [code, strings] of Object.entries(shellTranslations))
    addTranslations('shell', code as LanguageCode, strings);
  await i18n.changeLanguage(language);
  // A fresh client per page: no data, so the stats and demos render their loading state.
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  client.setQueryData(AUTH_QUERY_KEY, null); // a visitor: signed out
  const html = renderToString(
    <QueryClientProvider client={client}>
      <SettingsProvider>
        <StaticRouter location="/">
          <Routes>
            <Route element={<ShellLayout />}>
              <Route path="/" element={<LandingPage />} />
            </Route>
          </Routes>
        </StaticRouter>
      </SettingsProvider>
    </QueryClientProvider>,
  );
  const t = i18n.getFixedT(language, 'shell');
  return {
    language,
    dir: textDirectionOf(language),
    title: t('landing.title'),
    description: t('landing.subtitle'),
    html,
  };
}
