import compression from 'compression';
import { constants } from 'node:zlib';

/**
 * Brotli or gzip for responses made at request time (API JSON, HTML pages), as the browser accepts.
 * Build files are sent precompressed by `serving/static-files.ts`; a response that already has a
 * Content-Encoding is left alone. Quality 4 keeps brotli as cheap as gzip's default.
 */
export function responseCompression() {
  return compression({
    threshold: 1024,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
