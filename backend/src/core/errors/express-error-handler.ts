import { Logger } from '@nestjs/common';
import type { ErrorRequestHandler } from 'express';
import { toErrorResponse } from './to-error-response';

const logger = new Logger('Errors');

/** Errors raised by express middleware before Nest's router (body parsing, sessions): same shapes. */
export const expressErrorHandler: ErrorRequestHandler = (error, _req, res, next) => {
  if (res.headersSent) return next(error);
  const { status, body, unexpected } = toErrorResponse(error);
  if (unexpected)
    logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  res.status(status).json(body);
};
