// What the service worker (Workbox generateSW) keeps, for offline reading and a fast second visit.
// Hashed files are precached or cached for good; whatever names other files (pages, the remote
// manifests, remoteEntry.js) is asked from the network first, so a new release or a new remote is
// picked up as soon as the network answers; the signed-in feed reads are kept for offline reading.

const HASHED = /\.[0-9a-f]{8,}\.(?:js|css|woff2?|png|svg)$/;

/**
 * Only the shell is precached (a visitor's phone should not download every remote); the remote
 * files a visit loads are cached as they load, and the shell hands the worker those it loaded
 * before the worker took over (src/offline/register-service-worker.ts).
 */
export function serviceWorkerConfig({ shellDist }) {
  return {
    swDest: `${shellDist}/sw.js`,
    globDirectory: shellDist,
    globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
    globIgnores: ['landing/**', 'sw.js', 'sw-session.js', 'icons/maskable-*'],
    dontCacheBustURLsMatching: HASHED,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    importScripts: ['/sw-session.js'],
    inlineWorkboxRuntime: true,
    sourcemap: false,
    // A new release takes over at once; its pages and remote manifests come from the network.
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // (the route tests below are copied into sw.js as written: they may use only their arguments)
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'agora-pages',
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 20 },
          precacheFallback: { fallbackURL: '/index.html' },
        },
      },
      // Our own origin only: a worker fetches under the CSP it was installed with, so a remote
      // repointed to another origin would stay unreachable through it; the page's CSP allows it.
      {
        urlPattern: ({ url }) =>
          url.origin === self.location.origin &&
          (url.pathname === '/mfe-manifest.json' ||
            /\/(?:mf-manifest\.json|remoteEntry\.js)$/.test(url.pathname)),
        handler: 'NetworkFirst',
        options: { cacheName: 'agora-remote-manifests' },
      },
      {
        urlPattern: ({ url }) =>
          url.origin === self.location.origin &&
          /^\/(?:static|mfe)\//.test(url.pathname) &&
          /\.[0-9a-f]{8,}\.(?:js|css|woff2?|png|svg)$/.test(url.pathname),
        handler: 'CacheFirst',
        options: { cacheName: 'agora-assets', expiration: { maxEntries: 300 } },
      },
      // The GET reads a signed-in feed needs to render offline (the last pages read).
      {
        urlPattern: ({ url, request }) =>
          request.method === 'GET' &&
          url.origin === self.location.origin &&
          /^\/api\/(?:auth\/user|user\/subscription|home-feed|public-stats)$/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'agora-api',
          // no timeout: a slow answer is still the answer (the balance shown is never a stale one)
          expiration: { maxEntries: 20, maxAgeSeconds: 7 * 24 * 3600 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  };
}
