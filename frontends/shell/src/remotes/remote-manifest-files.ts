import type { DeclaredRoute } from '@agora/ui';

type FetchFile = (url: string, init: RequestInit) => Promise<Response>;

/**
 * Each remote's mf-manifest.json, fetched once and read twice: by the shell, for the routes the
 * remote declares (which remote owns a page, before any remote's code loads), and by the
 * federation runtime, which gets the same text back instead of a second request (a revalidation
 * round trip on a phone). A failed fetch is forgotten, so the next ask tries again.
 */
export class RemoteManifestFiles {
  private readonly texts = new Map<string, Promise<string>>();

  constructor(private readonly fetchFile: FetchFile) {}

  /** The file as a Response, as the federation runtime's `fetch` hook answers. */
  async response(url: string): Promise<Response> {
    return new Response(await this.text(url), {
      headers: { 'Content-Type': 'application/json' },
    });
  }

  /** The routes the remote declares in `metaData.routes`; null when it declares none. */
  async declaredRoutes(url: string): Promise<DeclaredRoute[] | null> {
    return parseDeclaredRoutes(JSON.parse(await this.text(url)));
  }

  /** Forgets a file (Retry after a failed remote, or a repointed one). */
  forget(url: string): void {
    this.texts.delete(url);
  }

  private text(url: string): Promise<string> {
    const cached = this.texts.get(url);
    if (cached) return cached;
    // the same request as the page's `Link: rel=preload; as=fetch; crossorigin` for it
    const text = this.fetchFile(url, {}).then((response) => {
      if (!response.ok) throw new Error(`${response.status}: ${url} could not be fetched`);
      return response.text();
    });
    // only this fetch's own entry: a forget() and a newer fetch may have replaced it meanwhile
    text.catch(() => {
      if (this.texts.get(url) === text) this.texts.delete(url);
    });
    this.texts.set(url, text);
    return text;
  }
}

/** `metaData.routes` of an mf-manifest.json, or null when it has no well-formed list. */
export function parseDeclaredRoutes(manifest: unknown): DeclaredRoute[] | null {
  const routes = (manifest as { metaData?: { routes?: unknown } } | null)?.metaData?.routes;
  if (!Array.isArray(routes)) return null;
  const declared: DeclaredRoute[] = [];
  for (const route of routes) {
    const { path, visitors } = (route ?? {}) as { path?: unknown; visitors?: unknown };
    if (typeof path !== 'string' || !path.startsWith('/')) return null;
    declared.push(visitors === true ? { path, visitors } : { path });
  }
  return declared;
}
