import { randomUUID } from 'node:crypto';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { z } from 'zod';
import { ZodPipe } from '../../src/core/http/zod.pipe';

/** One route of the running app: from Express's router, with the zod schemas Nest parses it with. */
export interface AppRoute {
  method: string;
  /** Express path syntax, e.g. `/api/chats/:id`. */
  path: string;
  /** Served by a Nest controller (else a plain Express route, e.g. the frontends' files). */
  nest: boolean;
  body?: z.ZodType;
  query?: z.ZodType;
  /** The handler reads a request body (`@Body`, with or without a ZodPipe). */
  readsBody?: boolean;
}

const WALKED = new Set(['get', 'post', 'put', 'patch', 'delete']);

interface ExpressLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** Every route the app's Express router holds, each with its body and query schemas when a ZodPipe parses them. */
export function routeTable(app: NestExpressApplication): AppRoute[] {
  const schemas = nestSchemas(app);
  const stack = (app.getHttpAdapter().getInstance() as { router: { stack: ExpressLayer[] } }).router
    .stack;
  return stack.flatMap((layer) => {
    if (!layer.route) return [];
    const { path, methods } = layer.route;
    // A route for every method (`app.all`) is walked as GET.
    const names = methods._all || Object.keys(methods).length > 5 ? ['get'] : Object.keys(methods);
    return names
      .filter((m) => WALKED.has(m))
      .map((m) => {
        const method = m.toUpperCase();
        const nest = schemas.get(`${method} ${path}`);
        return { method, path, nest: nest !== undefined, ...nest };
      });
  });
}

type ArgMeta = Record<string, { index: number; data?: unknown; pipes?: unknown[] }>;

function nestSchemas(
  app: NestExpressApplication,
): Map<string, { body?: z.ZodType; query?: z.ZodType; readsBody: boolean }> {
  const found = new Map<string, { body?: z.ZodType; query?: z.ZodType; readsBody: boolean }>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const type = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!type) continue;
      const prefix = String(Reflect.getMetadata(PATH_METADATA, type) ?? '');
      for (const name of Object.getOwnPropertyNames(type.prototype)) {
        const handler = (type.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined) continue;
        const paths = [Reflect.getMetadata(PATH_METADATA, handler) ?? ''].flat() as string[];
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, type, name) ?? {}) as ArgMeta;
        const entry = {
          body: schemaOf(args, RouteParamtypes.BODY),
          query: schemaOf(args, RouteParamtypes.QUERY),
          readsBody: Object.keys(args).some(
            (key) => Number(key.split(':')[0]) === RouteParamtypes.BODY,
          ),
        };
        for (const path of paths)
          found.set(`${RequestMethod[method]} ${joinPath(prefix, path)}`, entry);
      }
    }
  }
  return found;
}

function schemaOf(args: ArgMeta, paramType: RouteParamtypes): z.ZodType | undefined {
  for (const [key, meta] of Object.entries(args)) {
    if (Number(key.split(':')[0]) !== paramType || meta.data !== undefined) continue;
    const pipe = meta.pipes?.find((p): p is ZodPipe<z.ZodType> => p instanceof ZodPipe);
    if (pipe) return pipe.schema;
  }
  return undefined;
}

function joinPath(prefix: string, path: string): string {
  return `/${[prefix, path].filter(Boolean).join('/')}`
    .replace(/\/+/g, '/')
    .replace(/(.)\/$/, '$1');
}

interface ZodDef {
  type: string;
  format?: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
}

const defOf = (schema: z.ZodType): ZodDef => schema._zod.def as ZodDef;

/** The paths (`originalPost.content`, `topics.0`) of every text field a schema takes. */
export function textPaths(schema: z.ZodType, path: string[] = []): string[][] {
  const def = defOf(schema);
  if (path.length > 12) return [];
  switch (def.type) {
    case 'string':
    case 'enum':
    case 'literal':
      return [path];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([k, v]) => textPaths(v, [...path, k]));
    case 'array':
      return textPaths(def.element!, [...path, '0']);
    case 'record':
      return textPaths(def.valueType!, [...path, 'key']);
    case 'union':
      return textPaths(def.options![0]!, path);
    case 'pipe':
      return textPaths(def.in!, path);
    default:
      return def.innerType ? textPaths(def.innerType, path) : [];
  }
}

/** A plausible value for a schema (optional fields filled too), so one bad field is all that is wrong. */
export function sampleOf(schema: z.ZodType, depth = 0): unknown {
  const def = defOf(schema);
  if (depth > 12) return undefined;
  switch (def.type) {
    case 'string':
      if (def.format === 'uuid' || def.format === 'guid') return randomUUID();
      if (def.format === 'email') return 'walker@example.com';
      if (def.format === 'url') return 'https://example.com/a';
      return 'Marie Curie wrote';
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'number':
    case 'int':
      return 1;
    case 'boolean':
      return false;
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([k, v]) => [k, sampleOf(v, depth + 1)]),
      );
    case 'array':
      return [sampleOf(def.element!, depth + 1)];
    case 'record':
      return { key: sampleOf(def.valueType!, depth + 1) };
    case 'union':
      return sampleOf(def.options![0]!, depth + 1);
    case 'pipe':
      return sampleOf(def.in!, depth + 1);
    default:
      return def.innerType ? sampleOf(def.innerType, depth + 1) : undefined;
  }
}

/** A copy of `value` with `text` at `path` (`a.b.0`). */
export function withTextAt(value: unknown, path: string[], text: string): unknown {
  if (path.length === 0) return text;
  const [head, ...rest] = path;
  if (Array.isArray(value) || /^\d+$/.test(head!)) {
    const list = Array.isArray(value) ? [...value] : [];
    list[Number(head)] = withTextAt(list[Number(head)], rest, text);
    return list;
  }
  const record = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return { ...record, [head!]: withTextAt(record[head!], rest, text) };
}
