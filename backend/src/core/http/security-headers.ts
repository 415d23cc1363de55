import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { statSync } from 'node:fs';
import helmet from 'helmet';
import type { AppConfig } from '../config/config.schema';
import { buildMfeManifest, remoteOrigins } from '../serving/mfe-manifest';

/**
 * helmet with a CSP that allows our own scripts, remotes from the origins the manifest names,
 * websockets to ourselves and inline styles. The manifest may be repointed at run time
 * (MFE_MANIFEST_PATH), so helmet is rebuilt when that file changes — one stat per request — rather
 * than working the origins out again on every request.
 *
 * helmet's headers depend only on its options (no nonces here), so it runs once per options and
 * each response gets the headers it wrote: one step instead of helmet's thirteen middlewares per
 * request (`bench/http-auth.mjs`).
 */
export function applySecurityHeaders(app: NestExpressApplication, env: AppConfig): void {
  const currentOrigins = remoteOriginsWatcher(env);
  let built: { origins: string; middleware: RequestHandler } | undefined;
  app.use((req: Request, res: Response, next: NextFunction) => {
    const origins = currentOrigins();
    if (built?.origins !== origins)
      built = { origins, middleware: writingHeadersOf(helmetFor(origins, env)) };
    built.middleware(req, res, next);
  });
}

/**
 * A middleware that writes on every response what a header-only `middleware` writes, found once
 * (`headersWrittenBy`) rather than by running it again on each request.
 */
export function writingHeadersOf(middleware: RequestHandler): RequestHandler {
  const { set, removed } = headersWrittenBy(middleware);
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}

export interface WrittenHeaders {
  set: [string, string][];
  removed: string[];
}

/** What a header-only middleware does to a response, found by running it once on a blank one. */
export function headersWrittenBy(middleware: RequestHandler): WrittenHeaders {
  const headers: WrittenHeaders = { set: [], removed: [] };
  let called = false;
  const res = {
    setHeader(name: string, value: unknown) {
      headers.set = headers.set.filter(([n]) => n.toLowerCase() !== name.toLowerCase());
      headers.set.push([name, String(value)]);
      return res;
    },
    removeHeader(name: string) {
      headers.set = headers.set.filter(([n]) => n.toLowerCase() !== name.toLowerCase());
      headers.removed.push(name);
    },
  };
  middleware({ headers: {} } as Request, res as unknown as Response, (error?: unknown) => {
    if (error) throw error;
    called = true;
  });
  if (!called) throw new Error('the security-headers middleware did not finish synchronously');
  return headers;
}

function helmetFor(origins: string, env: AppConfig): RequestHandler {
  const remotes = origins ? [origins] : [];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes],
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        connectSrc: ["'self'", ...remotes],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:', ...remotes],
        formAction: ["'self'"],
        // Plain-http deployments (and remotes on loopback) must keep working.
        upgradeInsecureRequests: env.TRUST_PROXY ? [] : null,
      },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}

/** The remotes' origins, worked out again only when the manifest file's size or time changes. */
function remoteOriginsWatcher(env: AppConfig): () => string {
  const originsNow = () => remoteOrigins(buildMfeManifest(env)).join(' ');
  const path = env.MFE_MANIFEST_PATH;
  if (!path) {
    const fixed = originsNow();
    return () => fixed;
  }
  let version: string | undefined;
  let origins = '';
  return () => {
    const stat = statSync(path, { throwIfNoEntry: false });
    const now = stat ? `${stat.mtimeMs}:${stat.size}` : 'missing';
    if (now !== version) {
      version = now;
      origins = originsNow();
    }
    return origins;
  };
}
