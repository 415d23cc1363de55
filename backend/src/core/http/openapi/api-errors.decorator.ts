import { SetMetadata } from '@nestjs/common';

/** The error statuses the document describes; the ones a route's guards and pipes imply are added by `documentErrorResponses`. */
export type DocumentedErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503;

export const API_ERRORS = 'agora:api-errors';

/**
 * Errors a route's service may answer beyond what its guards and pipes show, e.g.
 * `@ApiErrors(402, 409)` on a route that spends credits under a server key.
 */
export const ApiErrors = (...statuses: DocumentedErrorStatus[]) =>
  SetMetadata(API_ERRORS, statuses);
