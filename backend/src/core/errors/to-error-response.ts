import { HttpException, HttpStatus } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { ErrorBody } from '@agora/contracts';
import { DomainError } from './domain-error';
import { errorBody } from './error-body';

export interface ErrorResponse {
  status: number;
  body: ErrorBody;
  /** Unexpected: log it with its stack; the client only sees a generic 500. */
  unexpected: boolean;
}

/** Maps anything thrown while handling a request to a status and the shared error body. */
export function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof DomainError) {
    return known(errorBody(error.status, error.message, { ...error.details }));
  }
  if (error instanceof ThrottlerException) {
    return known(
      errorBody(HttpStatus.TOO_MANY_REQUESTS, 'Too many requests, please try again later.'),
    );
  }
  if (error instanceof HttpException) return fromHttpException(error);
  const status = clientStatusOf(error);
  if (status) return known(errorBody(status, clientMessageOf(error, status)));
  return {
    status: 500,
    body: errorBody(500, 'Internal server error'),
    unexpected: true,
  };
}

function fromHttpException(error: HttpException): ErrorResponse {
  const status = error.getStatus();
  const response = error.getResponse();
  if (typeof response === 'string') return withStatus(status, errorBody(status, response));
  const {
    statusCode: _ignored,
    error: _name,
    message,
    ...extra
  } = response as Record<string, unknown>;
  const text = Array.isArray(message)
    ? message.join('; ')
    : typeof message === 'string'
      ? message
      : error.message;
  return withStatus(status, errorBody(status, text, extra));
}

function withStatus(status: number, body: ErrorBody): ErrorResponse {
  return { status, body, unexpected: status >= 500 };
}

function known(body: ErrorBody): ErrorResponse {
  return { status: body.statusCode, body, unexpected: false };
}

/** Library errors that carry a 4xx (body-parser's "entity.parse.failed", "entity.too.large", …). */
function clientStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status =
    (error as { status?: unknown; statusCode?: unknown }).status ??
    (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

function clientMessageOf(error: unknown, status: number): string {
  const type = (error as { type?: string }).type;
  if (type === 'entity.parse.failed') return 'body: Malformed JSON';
  if (type === 'entity.too.large') return `body: Request body is too large${limitOf(error)}`;
  if (status === 415) return 'body: Unsupported content type';
  return (error as Error).message || 'Bad request';
}

/** body-parser's limit in bytes, as " (limit 1 MB)". */
function limitOf(error: unknown): string {
  const limit = (error as { limit?: unknown }).limit;
  if (typeof limit !== 'number') return '';
  const mb = limit / (1024 * 1024);
  return ` (limit ${mb >= 1 ? `${Number(mb.toFixed(1))} MB` : `${Math.ceil(limit / 1024)} KB`})`;
}
