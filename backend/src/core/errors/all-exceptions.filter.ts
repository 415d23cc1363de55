import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { toErrorResponse } from './to-error-response';

/** Shapes every error of an HTTP request; unknown errors are logged and answer 500 without internals. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(error: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') {
      this.logger.error(error);
      return;
    }
    const { status, body, unexpected } = toErrorResponse(error);
    if (unexpected)
      this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    res.status(status).json(body);
  }
}
