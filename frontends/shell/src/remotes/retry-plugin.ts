import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const RETRIES = 2;
const RETRY_DELAY_MS = 400;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type LoadEntryErrorContext = Parameters<
  NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>
>[0];
type RemoteEntryExports = NonNullable<LoadEntryErrorContext['remoteEntryExports']>;

async function retryEntry({
  getRemoteEntry,
  origin,
  remoteInfo,
  remoteEntryExports,
  globalLoading,
  uniqueKey,
}: LoadEntryErrorContext) {
  for (let attempt = 1; attempt <= RETRIES; attempt++) {
    await wait(RETRY_DELAY_MS * attempt);
    delete globalLoading[uniqueKey];
    try {
      const entry = await getRemoteEntry({
        origin,
        remoteInfo,
        remoteEntryExports,
        _inErrorHandling: true,
      });
      if (entry) return entry;
    } catch {
      // try again, then give up below
    }
  }
  return undefined;
}

/** fetch() that retries a 5xx or a network failure a couple of times (a flaky network, a deploy). */
export async function fetchWithRetries(url: string, init?: RequestInit): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= RETRIES; attempt++) {
    try {
      const response = await fetch(url, init);
      if (response.ok || response.status < 500) return response;
      lastError = new Error(`${response.status}: ${response.statusText}`);
    } catch (error) {
      lastError = error;
    }
    if (attempt < RETRIES) await wait(RETRY_DELAY_MS * (attempt + 1));
  }
  throw lastError;
}

/**
 * Retries a remote's remote entry script a couple of times and lets the error through to the
 * shell's error card with Retry. Manifests come from `fetchManifest` (retried, and fetched once for
 * the shell and the runtime alike: `RemoteManifestFiles`).
 */
export function remoteRetryPlugin(
  fetchManifest: (url: string, init: RequestInit) => Promise<Response>,
): ModuleFederationRuntimePlugin {
  return {
    name: 'agora-remote-retry',
    fetch: (url, init) => fetchManifest(url, init),
    loadEntryError(context) {
      // the hook's declared type wraps the entry in one promise more than the runtime awaits
      return retryEntry(context) as unknown as Promise<Promise<RemoteEntryExports | undefined>>;
    },
    errorLoadRemote({ id, error }) {
      console.error(`Remote ${id} could not be loaded`, error);
      // no fallback module: the error card with Retry is the fallback
      throw error;
    },
  };
}
