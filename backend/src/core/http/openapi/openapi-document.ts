import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ErrorBodySchema } from '@agora/contracts';
import { documentResponses } from './document-responses';
import { exposeZodParamSchemas } from './zod-param-schemas';
import { convertStandardSchema, openApiSchemaOf } from './zod-json-schema';

/**
 * The OpenAPI document of every route, built from the zod contracts: request schemas are the
 * ones the routes' `ZodPipe`s validate with, answers the ones named by `@ApiReturns`.
 */
export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  exposeZodParamSchemas(app);
  documentResponses(app);
  const config = new DocumentBuilder()
    .setTitle('Agora API')
    .setDescription(
      'Historical figures teach through a social feed. Sessions are cookies set by /api/auth/login. ' +
        'Every error answers the `ErrorBody` shape.',
    )
    .setVersion('1')
    .addCookieAuth('agora.sid')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    standardSchemaConverter: convertStandardSchema,
  });
  document.components = {
    ...document.components,
    schemas: {
      ...document.components?.schemas,
      ErrorBody: openApiSchemaOf(ErrorBodySchema, 'output').schema as object,
    },
  };
  return document;
}
