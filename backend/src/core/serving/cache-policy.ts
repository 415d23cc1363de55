import type { ServerResponse } from 'node:http';

/** A build's content-hashed file name, e.g. `index.15426c69ec.js` or `g.2c02e72e0e.css`. */
const HASHED = /\.[0-9a-f]{8,}\.(?:js|mjs|css|woff2?|png|jpe?g|svg|webp|avif|gif|ico|wasm)$/;
/** Files that name other files and keep their name across releases: always revalidated. */
const NAMED_ENTRY = /(?:\.html|\.json|\.webmanifest|remoteEntry\.js|\/sw\.js|\/workbox-[^/]*\.js)$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** Icons and robots.txt keep their names; a day is short enough for a new icon to show. */
const UNHASHED = 'public, max-age=86400';

export function cacheControlFor(path: string): string {
  // express-static-gzip hands over the name of the compressed copy it sends
  const file = path.replaceAll('\\', '/').replace(/\.(?:br|gz)$/, '');
  if (NAMED_ENTRY.test(file)) return REVALIDATE;
  if (HASHED.test(file)) return IMMUTABLE;
  return UNHASHED;
}

/** `setHeaders` of serve-static: the cache policy above for every file it sends. */
export function setCacheHeaders(res: ServerResponse, path: string): void {
  res.setHeader('Cache-Control', cacheControlFor(path));
}
