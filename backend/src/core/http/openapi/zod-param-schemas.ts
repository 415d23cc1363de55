import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import { ZodPipe } from '../zod.pipe';

interface RouteArg {
  pipes?: unknown[];
  schema?: unknown;
}

/**
 * Hands every `@Body/@Query/@Param(new ZodPipe(Schema))` parameter's schema to Nest's parameter
 * metadata (`schema`), where @nestjs/swagger reads it: the document shows the very schema that
 * validates the request, so the two cannot drift apart.
 */
export function exposeZodParamSchemas(app: INestApplication): void {
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const type = wrapper.metatype as (abstract new (...args: never[]) => object) | null;
      if (!type) continue;
      for (const name of Object.getOwnPropertyNames(type.prototype)) {
        const args = Reflect.getMetadata(ROUTE_ARGS_METADATA, type, name) as
          Record<string, RouteArg> | undefined;
        for (const arg of Object.values(args ?? {})) {
          const pipe = arg.pipes?.find((p): p is ZodPipe<never> => p instanceof ZodPipe);
          if (pipe && arg.schema === undefined) arg.schema = pipe.schema;
        }
      }
    }
  }
}
