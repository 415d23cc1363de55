const RABBIT_HOLE_PATH = /^\/rabbit-hole\/([0-9a-f-]{36})\/?$/i;

/**
 * A rabbit-hole share link has a path form, `/rabbit-hole/{id}` (which the server answers with a
 * link preview), and opens the same view as `/#/rabbit-hole/{id}`: the address is rewritten to the
 * hash form before the router starts.
 */
export function rabbitHolePathToHash(
  location: Pick<Location, 'pathname' | 'search'>,
  history: Pick<History, 'replaceState'>,
): boolean {
  const id = RABBIT_HOLE_PATH.exec(location.pathname)?.[1];
  if (!id) return false;
  history.replaceState(null, '', `/${location.search}#/rabbit-hole/${id.toLowerCase()}`);
  return true;
}
