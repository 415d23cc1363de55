// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const MALFORMED = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MALFORMED_ALL = new RegExp(MALFORMED.source, 'g');
const MAX_DEPTH = 64;

/** True when a string holds a NUL character or a lone UTF-16 surrogate. */
export function isMalformedText(text: string): boolean {
  return MALFORMED.test(text);
}

/**
 * The path (`title`, `posts.2.content`, or `root` for a bare value) of the first string, object
 * key included, that holds malformed text; undefined when there is none.
 */
export function findMalformedText(value: unknown, root: string): string | undefined {
  return walk(value, [], root);
}

function walk(value: unknown, path: string[], root: string): string | undefined {
  if (typeof value === 'string')
    return isMalformedText(value) ? (path.length ? path.join('.') : root) : undefined;
  if (value === null || typeof value !== 'object' || path.length > MAX_DEPTH) return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (isMalformedText(key)) return [...path, key.replace(MALFORMED_ALL, '?')].join('.');
    const found = walk(child, [...path, key], root);
    if (found !== undefined) return found;
  }
  return undefined;
}
