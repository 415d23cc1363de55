import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { logUnexpectedError } from './log-unexpected-error';
import { sendErrorResponse } from './send-error-response';
import { toErrorResponse } from './to-error-response';

/** Shapes every error of an HTTP request; unknown errors are logged and answer 500 without internals. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  catch(error: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') {
      logUnexpectedError(error);
      return;
    }
    const http = host.switchToHttp();
    const response = toErrorResponse(error);
    if (response.unexpected) logUnexpectedError(error, http.getRequest<Request>());
    const res = http.getResponse<Response>();
    if (res.headersSent) return;
    sendErrorResponse(res, response);
  }
}
