import type { ErrorRequestHandler } from 'express';
import { logUnexpectedError } from './log-unexpected-error';
import { toErrorResponse } from './to-error-response';

/** Errors raised by express middleware before Nest's router (body parsing, sessions): same shapes. */
export const expressErrorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  const { status, body, unexpected } = toErrorResponse(error);
  if (unexpected) logUnexpectedError(error, req);
  res.status(status).json(body);
};
