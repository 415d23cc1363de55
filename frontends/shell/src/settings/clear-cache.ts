/** 'Clear Cache & Reload': deletes every browser cache and all local storage, then reloads. */
export async function clearCacheAndReload(
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  try {
    if ('caches' in window) {
      const names = await caches.keys();
      await Promise.all(names.map((name) => caches.delete(name)));
    }
    localStorage.clear();
  } catch (error) {
    console.error('Clearing the cache failed', error);
  }
  reload();
}
