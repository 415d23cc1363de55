import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import type { Logger as PinoLogger } from 'pino';
import { SessionService } from '../auth/session.service';
import { sessionUserMiddleware } from '../auth/session-user.middleware';
import { ConfigService } from '../config/config.service';
import { RootLogger } from '../logging/logging.module';
import { requestLogging } from '../logging/request-logging';
import { httpMetricsMiddleware } from '../metrics/http-metrics.middleware';
import { PrometheusMetrics } from '../metrics/prometheus-metrics';
import { expressErrorHandler } from '../errors/express-error-handler';
import { mountQueueBoard } from '../queue-board/mount-queue-board';
import { RealtimeIoAdapter } from '../realtime/realtime-io.adapter';
import { serveFrontends } from '../serving/serve-frontends';
import { UsersService } from '../users/users.service';
import { bodyParsing } from './body-parsing';
import { markSecureCookies } from './cookie-security';
import { createOpenApiDocument } from './openapi/openapi-document';
import { responseCompression } from './response-compression';
import { applySecurityHeaders } from './security-headers';

/**
 * Everything around the Nest router, shared by `main.ts` and the e2e test app so tests run the
 * real middleware. The app must be created with `{ bodyParser: false }` (we parse bodies here).
 */
export function configureApp(app: NestExpressApplication): void {
  const env = app.get(ConfigService).env;
  app.use(httpMetricsMiddleware(app.get(PrometheusMetrics)));
  app.use(requestLogging(app.get<RootLogger, PinoLogger>(RootLogger)));
  app.useLogger(app.get(Logger));
  if (env.TRUST_PROXY) app.set('trust proxy', 1);
  app.disable('x-powered-by');
  markSecureCookies(app, env.PUBLIC_URL);
  app.use(responseCompression());

  applySecurityHeaders(app, env);
  app.use(bodyParsing());
  app.use(expressErrorHandler);

  const { middleware: session } = app.get(SessionService);
  app.use('/api', session, sessionUserMiddleware(app.get(UsersService)));
  mountQueueBoard(app, env.PUBLIC_URL);

  app.useWebSocketAdapter(
    new RealtimeIoAdapter(app, { redisUrl: env.REDIS_URL, keyPrefix: env.REDIS_PREFIX, session }),
  );

  SwaggerModule.setup('api/docs', app, () => createOpenApiDocument(app));

  serveFrontends(app, env);
}
