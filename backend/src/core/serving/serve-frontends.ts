import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type Request, type Response } from 'express';
import type { AppConfig } from '../config/config.schema';
import { buildMfeManifest, REMOTE_NAMES } from './mfe-manifest';

const logger = new Logger('Frontends');
/** Paths the single-page app fallback must never answer. */
const NOT_SPA = /^\/(api|mfe|media|ws)(\/|$)/;

export function frontendsRoot(env: AppConfig): string {
  return resolve(env.FRONTENDS_DIR ?? join(__dirname, '..', '..', '..', '..', 'frontends'));
}

/**
 * Production single-port serving: the shell at `/` (SPA fallback to its index.html), each remote's
 * build at `/mfe/<name>/`, and `/mfe-manifest.json`. Missing builds only warn. (`/media` belongs to the AI module.)
 */
export function serveFrontends(app: NestExpressApplication, env: AppConfig): void {
  const root = frontendsRoot(env);

  app.use('/mfe-manifest.json', (req: Request, res: Response, next: () => void) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.setHeader('Cache-Control', 'no-store');
    res.json(buildMfeManifest(env));
  });

  for (const name of REMOTE_NAMES) {
    const dist = join(root, `${name}-mfe`, 'dist');
    if (!existsSync(dist))
      logger.warn(`remote "${name}" is not built (${dist} missing); /mfe/${name}/ will 404`);
    app.use(
      `/mfe/${name}`,
      (_req: Request, res: Response, next: () => void) => {
        // A shell on another origin (dev, or a CDN) may load this remote.
        res.setHeader('Access-Control-Allow-Origin', '*');
        next();
      },
      express.static(dist, { index: false, fallthrough: true, setHeaders: noCacheForManifests }),
    );
  }

  const shell = join(root, 'shell', 'dist');
  const shellIndex = join(shell, 'index.html');
  if (!existsSync(shellIndex))
    logger.warn(`the shell is not built (${shellIndex} missing); / will answer 404`);
  const shellFiles = express.static(shell, { index: false, setHeaders: noCacheForManifests });
  // API calls never look for a file on disk (a stat per request otherwise).
  app.use((req: Request, res: Response, next: () => void) =>
    NOT_SPA.test(req.path) ? next() : shellFiles(req, res, next),
  );
  app.use((req: Request, res: Response, next: () => void) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_SPA.test(req.path)) return next();
    if (!existsSync(shellIndex)) {
      res.status(404).type('text/plain').send('The web app is not built yet: run `pnpm build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(shellIndex);
  });
}

function noCacheForManifests(res: Response, path: string): void {
  if (path.endsWith('.json') || path.endsWith('.html') || path.endsWith('remoteEntry.js')) {
    res.setHeader('Cache-Control', 'no-cache');
  }
}
