// Loaded by the service worker (workbox-build `importScripts`): signing out forgets the cached
// signed-in reads, so the next person on this device never sees them offline.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin === self.location.origin && /^\/api\/(auth\/)?logout$/.test(url.pathname)) {
    event.waitUntil(caches.delete('agora-api'));
  }
});
