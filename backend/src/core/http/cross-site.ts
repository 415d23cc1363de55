import type { Request } from 'express';

/**
 * A browser request sent by another site: `Sec-Fetch-Site: cross-site`, `Origin: null` (sandboxed
 * or privacy-stripped), or an Origin whose host is neither this request's host nor `PUBLIC_URL`'s.
 * Requests without these headers (curl, tests, server-to-server webhooks) are not cross-site.
 */
export function isCrossSite(req: Request, publicUrl: string | undefined): boolean {
  if (req.get('sec-fetch-site') === 'cross-site') return true;
  const origin = req.get('origin');
  if (origin === undefined) return false;
  const host = hostOf(origin);
  if (!host) return true;
  return host !== req.get('host') && host !== hostOf(publicUrl);
}

function hostOf(url: string | undefined): string | undefined {
  if (!url || url === 'null') return undefined;
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}
