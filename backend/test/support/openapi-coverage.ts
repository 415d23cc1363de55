import type { AppRoute } from './route-table';

interface Operation {
  requestBody?: { content?: Record<string, { schema?: object }> };
  responses?: Record<string, { content?: Record<string, { schema?: object }>; headers?: object }>;
}

export interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
}

/** `/api/chats/:id` → `/api/chats/{id}` (Express path → OpenAPI path). */
export const openApiPathOf = (path: string): string => path.replace(/:(\w+)/g, '{$1}');

/**
 * What the document lacks for the app's real routes: an operation per route, a request schema
 * where the route reads a body, and an answer schema (a body schema, or a redirect's `Location`, or
 * an empty 204) for every route. An empty list means every route is documented.
 */
export function undocumented(routes: AppRoute[], doc: OpenApiDoc): string[] {
  return routes.flatMap((route) => {
    const name = `${route.method} ${route.path}`;
    const operation = doc.paths[openApiPathOf(route.path)]?.[route.method.toLowerCase()];
    if (!operation) return [`${name}: not in the document`];
    const problems: string[] = [];
    if (route.readsBody && !hasSchema(operation.requestBody?.content))
      problems.push(`${name}: no request schema`);
    const answers = Object.entries(operation.responses ?? {}).filter(([status]) =>
      /^[23]/.test(status),
    );
    const described = answers.some(
      ([status, answer]) =>
        hasSchema(answer.content) || status === '204' || (/^3/.test(status) && !!answer.headers),
    );
    if (!described) problems.push(`${name}: no response schema`);
    return problems;
  });
}

function hasSchema(content?: Record<string, { schema?: object }>): boolean {
  return Object.values(content ?? {}).some(
    (media) => media.schema !== undefined && Object.keys(media.schema).length > 0,
  );
}
