import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import type { z } from 'zod';
import { openApiSchemaOf } from './zod-json-schema';

/**
 * The body of a route that parses it itself (no `ZodPipe` parameter), from the schema it is
 * checked with: a form post (the built-in sign-in page, `@AcceptsForm`)…
 */
export const ApiFormBody = (schema: z.ZodType) =>
  applyDecorators(
    ApiConsumes('application/x-www-form-urlencoded'),
    ApiBody({ schema: openApiSchemaOf(schema, 'input').schema as object }),
  );

/** …or JSON read as raw bytes (the Stripe webhook checks its signature before parsing). */
export const ApiJsonBody = (schema: z.ZodType) =>
  ApiBody({ schema: openApiSchemaOf(schema, 'input').schema as object });
