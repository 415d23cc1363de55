import { describe, expect, it } from 'vitest';
import { serviceWorkerConfig } from '../../scripts/service-worker-config.mjs';

type RouteTest = (options: { url: URL; request: { mode: string; method: string } }) => boolean;

// The route tests are plain functions of their arguments (they are copied into sw.js as written).
const routes = (serviceWorkerConfig({ shellDist: 'dist' }).runtimeCaching ?? []) as unknown as {
  urlPattern: RouteTest;
  options: { cacheName: string };
}[];

/** The cache the worker would answer `href` from, or null when the request bypasses the worker. */
function cacheFor(href: string, request = { mode: 'cors', method: 'GET' }): string | null {
  const url = new URL(href, self.location.href);
  return routes.find((route) => route.urlPattern({ url, request }))?.options.cacheName ?? null;
}

describe('service worker routes', () => {
  it('keeps our own remote manifests and entries, network first', () => {
    expect(cacheFor('/mfe-manifest.json')).toBe('agora-remote-manifests');
    expect(cacheFor('/mfe/feed/mf-manifest.json')).toBe('agora-remote-manifests');
    expect(cacheFor('/mfe/chat/remoteEntry.js')).toBe('agora-remote-manifests');
  });

  it('leaves a remote on another origin to the page, whose CSP names it', () => {
    expect(cacheFor('https://cdn.example.test/feed/mf-manifest.json')).toBeNull();
    expect(cacheFor('https://cdn.example.test/feed/remoteEntry.js')).toBeNull();
    expect(cacheFor('https://cdn.example.test/static/js/a.0123456789.js')).toBeNull();
  });

  it('caches hashed assets for good and the feed reads for offline reading', () => {
    expect(cacheFor('/static/js/index.0123456789.js')).toBe('agora-assets');
    expect(cacheFor('/api/home-feed')).toBe('agora-api');
    expect(cacheFor('/api/chats')).toBeNull();
  });
});
