// Build-time only (bundled for Node by rsbuild.prerender.config.ts): the signed-out landing as HTML
// in each language, so that the page paints before any JavaScript has loaded.
import { addTranslations, ensureI18n, textDirectionOf, type LanguageCode } from '@agora/ui';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../app/app';
import { AUTH_QUERY_KEY } from '../auth/use-auth';
import { shellTranslations } from '../locales/all-locales';
import type { RemoteLoader } from '../remotes/remote-loader';
import { EmptyStorage } from './empty-storage';

/** The landing loads no remote; one asked for at build time is a mistake worth failing on. */
const NO_REMOTES: RemoteLoader = {
  listRemotes: () => Promise.resolve([]),
  loadDeclaredRoutes: (remote) =>
    Promise.reject(new Error(`the prerender loads no remote (${remote})`)),
  loadRoutes: (remote) => Promise.reject(new Error(`the prerender loads no remote (${remote})`)),
  loadChatOverlay: () => Promise.reject(new Error('the prerender loads no remote (chat)')),
  reload: () => Promise.resolve(),
};

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
  // The same tree the browser renders at `/` for a visitor, so that it can hydrate this markup.
  const html = renderToString(
    <StrictMode>
      <App
        loader={NO_REMOTES}
        queryClient={client}
        createRouter={(routes) => createMemoryRouter(routes, { initialEntries: ['/'] })}
        startPath="/"
      />
    </StrictMode>,
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
