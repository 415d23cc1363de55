/**
 * Routes whose JSON bodies may exceed the default 1 MB (uploads sent as base64, e.g. voice
 * messages). A plugin declares them when its module file loads, before the app is configured;
 * `configureApp` parses those routes with their own limit ahead of the default parser.
 */
export interface LargeBodyRoute {
  /** Matched against the request path, e.g. /^\/api\/things\/[^/]+\/upload$/. */
  path: RegExp;
  /** In bytes. */
  limit: number;
}

const routes: LargeBodyRoute[] = [];

export function allowLargeJsonBody(route: LargeBodyRoute): void {
  if (!routes.some((r) => r.path.source === route.path.source)) routes.push(route);
}

export function largeJsonBodyRoutes(): readonly LargeBodyRoute[] {
  return routes;
}
