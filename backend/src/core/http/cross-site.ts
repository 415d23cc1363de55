import type { IncomingMessage } from 'node:http';

/**
 * A browser request sent by another site. Browsers set `Sec-Fetch-Site` themselves (pages cannot
 * forge it): `same-origin` and `none` (typed or bookmarked) are ours even when a no-referrer page
 * posts with `Origin: null`; `cross-site` is not. Otherwise (`same-site`, or an older browser
 * without the header) the Origin must name this request's host or `PUBLIC_URL`'s, and `Origin:
 * null` is refused. Requests with neither header (curl, tests, server-to-server webhooks) pass.
 *
 * Takes the plain Node request, so the HTTP API (an Express request is one) and the socket.io
 * handshake (`socket.request`) are judged by this one rule.
 */
export function isCrossSite(req: IncomingMessage, publicUrl: string | undefined): boolean {
  const fetchSite = header(req, 'sec-fetch-site');
  if (fetchSite === 'same-origin' || fetchSite === 'none') return false;
  if (fetchSite === 'cross-site') return true;
  const origin = header(req, 'origin');
  if (origin === undefined) return false;
  const host = hostOf(origin);
  if (!host) return true;
  return host !== header(req, 'host') && host !== hostOf(publicUrl);
}

/** One header's value (Node joins repeated ones with ", ", which names no single site). */
function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function hostOf(url: string | undefined): string | undefined {
  if (!url || url === 'null') return undefined;
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}
