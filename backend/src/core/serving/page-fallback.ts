import type { NextFunction, Request, Response } from 'express';
import { REVALIDATE } from './cache-policy';
import type { LinkPreviewRegistry } from './link-previews';
import type { PageTemplates } from './page-templates';
import { previewTags, withPreview } from './preview-tags';

/** Paths the page fallback never answers: the API, the remotes' builds, media, sockets. */
const NOT_A_PAGE = /^\/(api|mfe|media|ws|socket\.io)(\/|$)/;
/** A path naming a file (`/static/js/x.js`, `/favicon.ico`): a missing one is a real 404. */
const HAS_EXTENSION = /\/[^/]*\.[^/]*$/;
const LANGUAGE_COOKIE = /(?:^|;\s*)agora_lang=([a-z]{2})(?:;|$)/;
const SIGNED_IN_COOKIE = /(?:^|;\s*)agora_signed_in=1(?:;|$)/;

export interface PageFallbackOptions {
  templates: PageTemplates;
  previews: LinkPreviewRegistry;
  /** The public origin for absolute preview URLs; the request's own origin when unset. */
  publicUrl?: string;
  /** The `Link` header of an app page (`remotePreloadLinks`); the visitor landing loads no remote. */
  appPagePreloads?: () => string;
}

/** Whether a request is a page navigation the single-page app should answer. */
export function isPageNavigation(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (NOT_A_PAGE.test(req.path) || HAS_EXTENSION.test(req.path)) return false;
  // link-preview crawlers ask with `*/*`; an API client asking only for JSON gets a 404
  return req.accepts('html') === 'html';
}

/**
 * The single-page app's fallback, for page navigations only (everything else falls through to a
 * real 404): a signed-out visitor at `/` gets the landing prerendered in the language they chose
 * in the app (the `agora_lang` cookie the shell writes), else their browser's, else English, every other page the
 * app's index.html; a share link's page carries its link preview.
 */
export function pageFallback({
  templates,
  previews,
  publicUrl,
  appPagePreloads,
}: PageFallbackOptions) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (!isPageNavigation(req)) return next();
    const cookies = req.headers.cookie ?? '';
    const landing =
      req.path === '/' && !SIGNED_IN_COOKIE.test(cookies)
        ? templates.landing(pickLanguage(req, cookies, templates.landingLanguages()))
        : null;
    let html = landing ?? templates.appPage();
    if (html === null) {
      res.status(404).type('text/plain').send('The web app is not built yet: run `pnpm build`.');
      return;
    }
    const preview = await previews.previewFor(req.path);
    if (preview) {
      const origin = publicUrl?.replace(/\/+$/, '') ?? `${req.protocol}://${req.get('host')}`;
      const tags = previewTags(preview, `${origin}${req.path}`, `${origin}/icons/icon-512.png`);
      html = withPreview(html, preview, tags);
    }
    if (!landing && appPagePreloads) res.setHeader('Link', appPagePreloads());
    res.setHeader('Cache-Control', REVALIDATE);
    res.vary('Cookie');
    res.vary('Accept-Language');
    res.type('html').send(html);
  };
}

/**
 * The app's interface language is the visitor's own choice (spec: English until changed in the
 * settings), so the landing follows that choice, never Accept-Language: the app would otherwise
 * switch the page to English as it starts.
 */
/** The language chosen in the app (`agora_lang`), else the browser's (first visit), else English. */
function pickLanguage(req: Request, cookies: string, available: string[]): string {
  const chosen = LANGUAGE_COOKIE.exec(cookies)?.[1];
  if (chosen && available.includes(chosen)) return chosen;
  const preferred = available.length ? req.acceptsLanguages(...available) : false;
  return preferred || 'en';
}
