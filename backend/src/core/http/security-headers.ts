import type { NestExpressApplication } from '@nestjs/platform-express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { AppConfig } from '../config/config.schema';
import { buildMfeManifest, remoteOrigins } from '../serving/mfe-manifest';

/**
 * helmet with a CSP that allows our own scripts, remotes from the origins the manifest names (read
 * per request, as the manifest may be repointed — once, though four directives ask), websockets to
 * ourselves and inline styles.
 */
export function applySecurityHeaders(app: NestExpressApplication, env: AppConfig): void {
  const readFor = new WeakMap<IncomingMessage, string>();
  const remotes = (req: IncomingMessage, _res: ServerResponse) => {
    let origins = readFor.get(req);
    if (origins === undefined) {
      origins = remoteOrigins(buildMfeManifest(env)).join(' ');
      readFor.set(req, origins);
    }
    return origins;
  };
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", remotes],
          styleSrc: ["'self'", "'unsafe-inline'", remotes],
          connectSrc: ["'self'", remotes],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          mediaSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:', remotes],
          formAction: ["'self'"],
          // Plain-http deployments (and remotes on loopback) must keep working.
          upgradeInsecureRequests: env.TRUST_PROXY ? [] : null,
        },
      },
      crossOriginResourcePolicy: { policy: 'same-site' },
    }),
  );
}
