import fc from 'fast-check';
import type { z } from 'zod';
import { type AppRoute, sampleOf, withTextAt } from './route-table';

/** One hostile request: where it goes, what it carries and how it is labelled. */
export interface FuzzCase {
  url: string;
  /** `undefined`: no body; a non-object is sent as its JSON text. */
  body?: unknown;
  /** `body` is a string sent as is, with `contentType` (none when unset). */
  raw?: boolean;
  contentType?: string;
  /** What was wrong, for the failure message. */
  label: string;
}

const MEGABYTE = 1024 * 1024;

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
}

/** Every field path a schema takes, text or not (`a.b.0`). */
export function fieldPaths(schema: z.ZodType, path: string[] = []): string[][] {
  const def = schema._zod.def as Def;
  if (path.length > 8) return [];
  switch (def.type) {
    case 'object':
      return [
        path,
        ...Object.entries(def.shape ?? {}).flatMap(([k, v]) => fieldPaths(v, [...path, k])),
      ];
    case 'array':
      return [path, ...fieldPaths(def.element!, [...path, '0'])];
    case 'union':
      return fieldPaths(def.options![0]!, path);
    case 'pipe':
      return fieldPaths(def.in!, path);
    default:
      return def.innerType ? fieldPaths(def.innerType, path) : [path];
  }
}

function deepJson(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

/** A wrong value for any field: wrong types, boundaries, huge and hostile text, deep nesting. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    0,
    -1,
    1e308,
    -0,
    Number.MAX_SAFE_INTEGER + 2,
    '',
    ' ',
    'not-a-uuid',
    '00000000-0000-0000-0000-00000000000g',
    '../../etc/passwd',
    'nul\u0000inside',
    'half\uD800pair',
    '\uDC00lead',
    '%00',
    '{"$gt":""}',
    [],
    {},
    { __proto__: { polluted: true } },
  ),
  fc.integer(),
  fc.double(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 4 }),
  fc.integer({ min: 1, max: 3 }).map((n) => 'x'.repeat(n * 300)),
  fc.constant('x'.repeat(MEGABYTE)),
  fc.integer({ min: 200, max: 3000 }).map(deepJson),
);

/** A hostile path segment (encoded as a client would send it). */
export const badSegment: fc.Arbitrary<string> = fc
  .oneof(
    fc.constantFrom(
      'not-a-uuid',
      '0',
      '-1',
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      'nul\u0000id',
      'half\uD800',
      '..',
      "' OR 1=1 --",
      'x'.repeat(5000),
    ),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
  )
  .map(encodeSegment);

/** Lone surrogates cannot travel in a URL as UTF-8; a client sends the replacement character. */
function encodeSegment(text: string): string {
  return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
}

const RAW_BODIES: { body: string; contentType?: string; label: string }[] = [
  { body: 'name=a&email=b', contentType: 'application/x-www-form-urlencoded', label: 'form body' },
  { body: 'plain words', contentType: 'text/plain', label: 'text/plain body' },
  { body: '{"broken": ', contentType: 'application/json', label: 'invalid JSON' },
  { body: '"just a string"', contentType: 'application/json', label: 'JSON string body' },
  { body: '[1,2,3]', contentType: 'application/json', label: 'JSON array body' },
  { body: 'null', contentType: 'application/json', label: 'JSON null body' },
  { body: '{"a":1}', label: 'no content type' },
  { body: '<x/>', contentType: 'application/xml', label: 'XML body' },
];

function pathWithSegments(route: AppRoute, segment: (name: string) => string): string {
  return route.path
    .replace(/[:*]([A-Za-z_]\w*)/g, (_, name: string) => segment(name))
    .replace(/[{}]/g, '');
}

/** `runs` hostile requests for one route (fixed `seed`: the same cases every run). */
export function fuzzCases(route: AppRoute, runs: number, seed: number): FuzzCase[] {
  const params = [...route.path.matchAll(/[:*]([A-Za-z_]\w*)/g)].map((m) => m[1]!);
  const hasBody = !['GET', 'HEAD', 'DELETE'].includes(route.method);
  const goodBody = route.body ? sampleOf(route.body) : {};
  const bodyFields = route.body ? fieldPaths(route.body) : [[]];
  const goodQuery = route.query ? (sampleOf(route.query) as Record<string, unknown>) : {};
  const queryFields = route.query
    ? fieldPaths(route.query)
        .filter((p) => p.length === 1)
        .map((p) => p[0]!)
    : [];
  const sampleId = () => '11111111-2222-4333-8444-555555555555';
  const cases: FuzzCase[] = [];

  const kinds = fc.oneof(
    ...(params.length
      ? [
          fc
            .record({ kind: fc.constant('param' as const), segment: badSegment })
            .map(({ segment }) => {
              const bad = params[0]!;
              return {
                url: pathWithSegments(route, (n) => (n === bad ? segment : sampleId())),
                body: hasBody ? goodBody : undefined,
                label: `param ${bad}`,
              } satisfies FuzzCase;
            }),
        ]
      : []),
    fc
      .record({
        field: fc.constantFrom(...(queryFields.length ? queryFields : ['q', 'cursor', 'limit'])),
        value: badValue,
      })
      .map(({ field, value }) => {
        const query = new URLSearchParams();
        for (const [k, v] of Object.entries(goodQuery))
          if (v !== undefined) query.set(k, String(v));
        const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');
        query.set(field, text.slice(0, 8000));
        return {
          url: `${pathWithSegments(route, sampleId)}?${query}`,
          body: hasBody ? goodBody : undefined,
          label: `query ${field}`,
        } satisfies FuzzCase;
      }),
    ...(hasBody
      ? [
          fc
            .record({ path: fc.constantFrom(...bodyFields), value: badValue })
            .map(({ path, value }) => ({
              url: pathWithSegments(route, sampleId),
              body: withTextAt(goodBody, path, value as string),
              label: `body ${path.join('.') || '(whole)'}`,
            })),
          fc.constantFrom(...RAW_BODIES).map((raw) => ({
            url: pathWithSegments(route, sampleId),
            body: raw.body,
            raw: true,
            contentType: raw.contentType,
            label: raw.label,
          })),
        ]
      : []),
  );
  for (const c of fc.sample(kinds as fc.Arbitrary<FuzzCase>, { numRuns: runs, seed }))
    cases.push(c);
  return cases;
}
