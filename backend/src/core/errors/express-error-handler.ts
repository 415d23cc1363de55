import type { ErrorRequestHandler } from 'express';
import { logUnexpectedError } from './log-unexpected-error';
import { sendErrorResponse } from './send-error-response';
import { toErrorResponse } from './to-error-response';

/** Errors raised by express middleware before Nest's router (body parsing, sessions): same shapes. */
export const expressErrorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  const response = toErrorResponse(error);
  if (response.unexpected) logUnexpectedError(error, req);
  sendErrorResponse(res, response);
};
