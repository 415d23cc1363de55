import type { Response } from 'express';
import type { ErrorResponse } from './to-error-response';

/**
 * Sends the error body. An error that says when to come back (`retryAfterSeconds`, as every quota
 * and the sign-in lockout do) also says it in the `Retry-After` header, which clients read.
 */
export function sendErrorResponse(res: Response, { status, body }: ErrorResponse): void {
  const retryAfter = (body as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  if (typeof retryAfter === 'number' && retryAfter > 0)
    res.setHeader('Retry-After', String(Math.ceil(retryAfter)));
  res.status(status).json(body);
}
