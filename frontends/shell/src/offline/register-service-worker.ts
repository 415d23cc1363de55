/**
 * Installs the service worker (`/sw.js`, built by Workbox in scripts/finish-build.mjs) once the
 * page has loaded and the browser is idle, so its downloads never compete with the page's own. On its first install it is also
 * handed the same-origin files this visit loaded before it took over (the remote manifests and
 * entries, the feed reads), so that the app opens offline after a single visit.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => void start(), { timeout: 5000 });
    else setTimeout(() => void start(), 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

async function start(): Promise<void> {
  try {
    const { Workbox } = await import('workbox-window');
    const worker = new Workbox('/sw.js');
    worker.addEventListener('activated', (event) => {
      if (event.isUpdate) return;
      void worker.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: loadedUrls() } });
    });
    await worker.register();
  } catch (error) {
    console.error('The service worker could not be installed', error);
  }
}

function loadedUrls(): string[] {
  const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
  return [window.location.href, ...loaded].filter(
    (url) => new URL(url).origin === window.location.origin,
  );
}
