import { Logger } from '@nestjs/common';
import type { Request } from 'express';

const fallback = new Logger('Errors');

/**
 * Logs an error no handler expected, on the request's own logger (its line carries the `reqId`
 * the client was sent as `X-Request-Id`), or on the `Errors` logger outside a request.
 */
export function logUnexpectedError(error: unknown, req?: Request): void {
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  if (req?.log) req.log.error({ context: 'Errors' }, detail);
  else fallback.error(detail);
}
