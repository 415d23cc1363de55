import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { type Request, type Response, Router } from 'express';
import type { AppConfig } from '../config/config.schema';
import { LinkPreviewRegistry } from './link-previews';
import { buildMfeManifest, REMOTE_NAMES } from './mfe-manifest';
import { pageFallback } from './page-fallback';
import { PageTemplates } from './page-templates';
import { remotePreloadLinks } from './remote-preloads';
import { staticFiles } from './static-files';

const logger = new Logger('Frontends');
/** Requests the Nest routes answer: they skip the frontends' router with this one test. */
const NOT_FRONTEND = /^\/(api|media)(\/|$)/;
const SOCKET_PATHS = /^\/ws(\/|$)/;
const MANIFEST_PATH = '/mfe-manifest.json';

export function frontendsRoot(env: AppConfig): string {
  return resolve(env.FRONTENDS_DIR ?? join(__dirname, '..', '..', '..', '..', 'frontends'));
}

/**
 * Production single-port serving: the shell's build at `/` (its files, then the page fallback for
 * navigations), each remote's build at `/mfe/<name>/`, and `/mfe-manifest.json`. Files are sent
 * precompressed with the cache policy of `cache-policy.ts`; a missing file is a 404. Missing builds
 * only warn. (`/media` belongs to the AI module.)
 */
export function serveFrontends(app: NestExpressApplication, env: AppConfig): void {
  const root = frontendsRoot(env);
  const frontends = Router();
  app.use((req: Request, res: Response, next: () => void) =>
    NOT_FRONTEND.test(req.path) ? next() : frontends(req, res, next),
  );

  frontends.use(MANIFEST_PATH, (req: Request, res: Response, next: () => void) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.setHeader('Cache-Control', 'no-store');
    res.json(buildMfeManifest(env));
  });

  for (const name of REMOTE_NAMES) {
    const dist = join(root, `${name}-mfe`, 'dist');
    if (!existsSync(dist))
      logger.warn(`remote "${name}" is not built (${dist} missing); /mfe/${name}/ will 404`);
    frontends.use(
      `/mfe/${name}`,
      (_req: Request, res: Response, next: () => void) => {
        // A shell on another origin (dev, or a CDN) may load this remote.
        res.setHeader('Access-Control-Allow-Origin', '*');
        next();
      },
      staticFiles(dist),
    );
  }

  const shell = join(root, 'shell', 'dist');
  if (!existsSync(join(shell, 'index.html')))
    logger.warn(`the shell is not built (${shell}/index.html missing); / will answer 404`);
  const shellFiles = staticFiles(shell);
  // Socket paths never look for a file on disk (a stat per request otherwise).
  frontends.use((req: Request, res: Response, next: () => void) =>
    SOCKET_PATHS.test(req.path) ? next() : shellFiles(req, res, next),
  );
  frontends.use(
    pageFallback({
      templates: new PageTemplates(shell),
      previews: app.get(LinkPreviewRegistry),
      publicUrl: env.PUBLIC_URL,
      appPagePreloads: () => remotePreloadLinks(buildMfeManifest(env), MANIFEST_PATH),
    }),
  );
}
