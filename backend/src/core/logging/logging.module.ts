import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { ConfigService } from '../config/config.service';
import { requestIdOf } from './request-id';

/** Secrets that must never reach a log line. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-ai-api-key"]',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
];

@Module({
  imports: [
    LoggerModule.forRootAsync({
      imports: [],
      providers: [],
      inject: [ConfigService],
      useFactory: (config: ConfigService) => ({
        pinoHttp: {
          level: config.env.LOG_LEVEL,
          genReqId: requestIdOf,
          // Who asked, on every request's line (set by the session middleware before the response).
          customProps: (req) => ({
            userId: (req as { authUser?: { id: string } }).authUser?.id ?? null,
          }),
          redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
          // Response headers (CSP, cookies) add noise and risk, not insight.
          serializers: { res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }) },
          autoLogging: { ignore: (req) => req.url === '/api/health' },
          transport:
            config.env.NODE_ENV === 'development'
              ? { target: 'pino-pretty', options: { singleLine: true } }
              : undefined,
        },
      }),
    }),
  ],
})
export class LoggingModule {}
