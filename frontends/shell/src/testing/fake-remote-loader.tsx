import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { declaredRoutesOf, type ChatOverlayProps, type DeclaredRoute } from '@agora/ui';
import type { RemoteLoader, RemoteName } from '../remotes/remote-loader';

type RemoteSource = RouteObject[] | Error;

/**
 * An in-memory RemoteLoader: each remote either has routes or fails with an error until fixed. A
 * remote declares the paths of its routes, unless `declarations` says otherwise (null: none; an
 * Error: its manifest cannot be read); one whose code fails has an unreadable manifest too.
 */
export class FakeRemoteLoader implements RemoteLoader {
  readonly reloads: RemoteName[] = [];
  readonly loads: RemoteName[] = [];

  constructor(
    private remotes: Partial<Record<RemoteName, RemoteSource>>,
    private overlay: ComponentType<ChatOverlayProps> | Error = new Error('no overlay'),
    private declarations: Partial<Record<RemoteName, DeclaredRoute[] | null | Error>> = {},
  ) {}

  /** What the remote serves after the next reload (a fixed deploy). */
  fixAfterReload(remote: RemoteName, routes: RouteObject[]): void {
    this.pending.set(remote, routes);
  }

  private pending = new Map<RemoteName, RouteObject[]>();

  async listRemotes(): Promise<RemoteName[]> {
    return Object.keys(this.remotes) as RemoteName[];
  }

  async loadDeclaredRoutes(remote: RemoteName): Promise<DeclaredRoute[] | null> {
    if (remote in this.declarations) {
      const declared = this.declarations[remote];
      if (declared instanceof Error) throw declared;
      return declared ?? null;
    }
    const source = this.remotes[remote];
    if (!source) throw new Error(`RUNTIME-003: remote ${remote} is not registered`);
    if (source instanceof Error) throw source;
    return declaredRoutesOf(source);
  }

  async loadRoutes(remote: RemoteName): Promise<RouteObject[]> {
    this.loads.push(remote);
    const source = this.remotes[remote];
    if (!source) throw new Error(`RUNTIME-003: remote ${remote} is not registered`);
    if (source instanceof Error) throw source;
    return source;
  }

  async loadChatOverlay(): Promise<ComponentType<ChatOverlayProps>> {
    if (this.overlay instanceof Error) throw this.overlay;
    return this.overlay;
  }

  async reload(remote: RemoteName): Promise<void> {
    this.reloads.push(remote);
    const fixed = this.pending.get(remote);
    if (fixed) this.remotes[remote] = fixed;
  }
}

/** Route objects the way a remote exposes them: lazy pages (`visitors` also open to visitors). */
export function pageRoutes(
  pages: Record<string, string>,
  visitors: readonly string[] = [],
): RouteObject[] {
  return Object.entries(pages).map(([path, heading]) => ({
    path,
    ...(visitors.includes(path) ? { handle: { visitors: true } } : {}),
    lazy: async () => ({ Component: () => <h1>{heading}</h1> }),
  }));
}
