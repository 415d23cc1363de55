import expressStaticGzip from 'express-static-gzip';
import { setCacheHeaders } from './cache-policy';

/**
 * A build folder served as is: the `.br` or `.gz` file written beside each asset at build time when
 * the browser accepts it, the cache policy of `cache-policy.ts`, and no directory index. A file
 * that is not there falls through (to a real 404, or the page fallback for navigations).
 */
export function staticFiles(dir: string) {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      fallthrough: true,
      cacheControl: false,
      setHeaders: setCacheHeaders,
    },
  });
}
