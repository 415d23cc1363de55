import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from './host-api';

/**
 * A path a remote owns, declared in its mf-manifest.json (`metaData.routes`, written at build from
 * the remote's `route-declarations.ts`) so the shell can tell which remote owns a page before it
 * loads any remote's code.
 */
export interface DeclaredRoute {
  path: string;
  /** Signed-out visitors may open it (the route's `handle.visitors`). */
  visitors?: boolean;
}

/** What a route list declares: each route's path and whether visitors may open it. */
export function declaredRoutesOf(routes: RouteObject[]): DeclaredRoute[] {
  return routes.flatMap(({ path, handle }) =>
    path === undefined
      ? []
      : [{ path, ...((handle as RouteHandle | undefined)?.visitors ? { visitors: true } : {}) }],
  );
}
