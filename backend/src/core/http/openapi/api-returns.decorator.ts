import { SetMetadata } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import type { z } from 'zod';

export const API_RETURNS = 'agora:api-returns';

export interface ApiReturnsMetadata {
  schema: z.ZodType | null;
  description: string;
}

/**
 * The success answer of a route, documented from its contract: `@ApiReturns(ChatSummarySchema)`;
 * `@ApiReturns(null)` for an empty answer. The status is the route's own (its `@HttpCode`, else
 * 201 for POST and 200 otherwise), filled in by `documentResponses`.
 */
export const ApiReturns = (schema: z.ZodType | null, description = 'Success') =>
  SetMetadata(API_RETURNS, { schema, description } satisfies ApiReturnsMetadata);

/** A route that answers an HTML page (the sign-in page, the test checkout). */
export function ApiHtmlPage(description: string, status = 200) {
  return ApiResponse({
    status,
    description,
    content: { 'text/html': { schema: { type: 'string', description: 'An HTML page' } } },
  });
}

/** A route that answers with a redirect (`Location` names where to go). */
export function ApiRedirect(description: string, status = 302) {
  return ApiResponse({
    status,
    description,
    headers: {
      Location: { description: 'Where the browser goes next', schema: { type: 'string' } },
    },
  });
}

/** A route that answers bytes of a media type (`audio/mpeg`, `image/png`…). */
export function ApiBinary(description: string) {
  return ApiResponse({
    status: 200,
    description,
    content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
  });
}
