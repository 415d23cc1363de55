/**
 * Keeps a post-sign-in redirect on this site: a path starting with exactly one `/`, with no scheme,
 * host or backslash (browsers treat `\` like `/`, so `/\evil.com` would leave). Anything else → `/`.
 */
export function sanitizeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return '/';
  if (!value.startsWith('/') || value.startsWith('//')) return '/';
  if (value.includes('\\')) return '/';
  // Control characters (tabs, newlines) are stripped by URL parsers and could smuggle `//`.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return '/';
  try {
    const parsed = new URL(value, 'http://same-site.invalid');
    if (parsed.origin !== 'http://same-site.invalid') return '/';
  } catch {
    return '/';
  }
  return value;
}
