import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import pino from 'pino';
import { ConfigService } from '../config/config.service';

/** Secrets that must never reach a log line. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-ai-api-key"]',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
];

/** The process's pino logger: request lines (`request-logging.ts`) and nestjs-pino write to it. */
export abstract class RootLogger {
  static create(config: ConfigService): pino.Logger {
    return pino({
      level: config.env.LOG_LEVEL,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      transport:
        config.env.NODE_ENV === 'development'
          ? { target: 'pino-pretty', options: { singleLine: true } }
          : undefined,
    });
  }
}

@Module({
  imports: [
    LoggerModule.forRootAsync({
      imports: [],
      providers: [{ provide: RootLogger, inject: [ConfigService], useFactory: RootLogger.create }],
      inject: [RootLogger],
      // nestjs-pino writes Nest's and the services' lines to the root logger. Its per-request
      // binding is left off (`forRoutes: []`): it keeps `req.log` in an AsyncLocalStorage, and on
      // Node 20 that runs an async hook on every promise, 13% of a signed-in read's CPU
      // (`bench/http-auth.mjs`). Lines about a request go through `req.log`, which has its `reqId`.
      useFactory: (root: pino.Logger) => ({
        pinoHttp: { logger: root },
        useExisting: true,
        forRoutes: [],
      }),
    }),
  ],
})
export class LoggingModule {}
