import type { NestExpressApplication } from '@nestjs/platform-express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { AppConfig } from '../config/config.schema';
import { buildMfeManifest, remoteOrigins } from '../serving/mfe-manifest';

/**
 * helmet with a CSP that allows our own scripts, remotes from the origins the manifest names (read
 * per request, as the manifest may be repointed), websockets to ourselves and inline styles.
 */
export function applySecurityHeaders(app: NestExpressApplication, env: AppConfig): void {
  const remotes = (_req: IncomingMessage, _res: ServerResponse) =>
    remoteOrigins(buildMfeManifest(env)).join(' ');
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
