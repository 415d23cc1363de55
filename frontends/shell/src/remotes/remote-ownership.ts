import type { DeclaredRoute } from '@agora/ui';
import { matchRoutes } from 'react-router-dom';

/**
 * Whether a remote may own `pathname`, by the routes it declares: one of them matches (a visitor
 * only counts the ones open to visitors), or it declares none, so only its code can tell.
 */
export function mayOwnPath(
  declared: DeclaredRoute[] | null,
  pathname: string,
  visitors: boolean,
): boolean {
  if (!declared) return true;
  const open = declared.filter((route) => !visitors || route.visitors);
  return matchRoutes(open, pathname) !== null;
}
