import type { Request } from 'express';

/**
 * A browser request sent by another site. Browsers set `Sec-Fetch-Site` themselves (pages cannot
 * forge it): `same-origin` and `none` (typed or bookmarked) are ours even when a no-referrer page
 * posts with `Origin: null`; `cross-site` is not. Otherwise (`same-site`, or an older browser
 * without the header) the Origin must name this request's host or `PUBLIC_URL`'s, and `Origin:
 * null` is refused. Requests with neither header (curl, tests, server-to-server webhooks) pass.
 */
export function isCrossSite(req: Request, publicUrl: string | undefined): boolean {
  const fetchSite = req.get('sec-fetch-site');
  if (fetchSite === 'same-origin' || fetchSite === 'none') return false;
  if (fetchSite === 'cross-site') return true;
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
