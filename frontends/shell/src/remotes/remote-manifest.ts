import type { RemoteName } from './remote-loader';

/** GET /mfe-manifest.json → { remotes: { feed: '<url of mf-manifest.json>', … } } */
export type RemoteManifest = Partial<Record<RemoteName, string>>;

export async function fetchRemoteManifest(url: string): Promise<RemoteManifest> {
  // no-store: a remote released with a new URL is picked up on the next load, without a shell rebuild
  const response = await fetch(url, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok)
    throw new Error(`${response.status}: ${response.statusText || 'remote manifest unavailable'}`);
  const body = (await response.json()) as { remotes?: Record<string, unknown> };
  if (!body || typeof body.remotes !== 'object' || body.remotes === null) {
    throw new Error('The remote manifest has no "remotes" object');
  }
  const remotes: RemoteManifest = {};
  for (const [name, entry] of Object.entries(body.remotes)) {
    // relative entries are made absolute so each remote's 'auto' publicPath resolves from its own URL
    if (typeof entry === 'string')
      remotes[name as RemoteName] = new URL(entry, window.location.href).href;
  }
  return remotes;
}
