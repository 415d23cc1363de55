import type { StandardSchemaConversionResult } from '@nestjs/swagger';
import { z } from 'zod';

/**
 * The OpenAPI 3.0 schema of a zod schema, from zod's own JSON Schema output: `input` for what a
 * route accepts (defaults optional, before transforms), `output` for what it answers. Schemas
 * named with `.meta({ id })` become components.
 */
export function openApiSchemaOf(
  schema: z.ZodType,
  io: 'input' | 'output',
): StandardSchemaConversionResult {
  const { $defs, definitions, ...root } = z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    io,
    // Dates, transforms' results… are documented as "any value" rather than refused.
    unrepresentable: 'any',
  }) as Record<string, unknown> & { $defs?: object; definitions?: object };
  // Named and recursive schemas go to the document's components; swagger rewrites the refs.
  return { schema: root, components: { ...$defs, ...definitions } };
}

/** swagger's `standardSchemaConverter`: zod schemas through `openApiSchemaOf`, others left to swagger. */
export function convertStandardSchema(
  schema: unknown,
  { schemaType }: { schemaType: 'input' | 'output' },
): StandardSchemaConversionResult | undefined {
  return schema instanceof z.ZodType ? openApiSchemaOf(schema, schemaType) : undefined;
}
