import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { ChatOverlayProps, DeclaredRoute } from '@agora/ui';
import type { RemoteLoader, RemoteName } from './remote-loader';
import { fetchRemoteManifest, type RemoteManifest } from './remote-manifest';
import { RemoteManifestFiles } from './remote-manifest-files';
import { fetchWithRetries, remoteRetryPlugin } from './retry-plugin';

interface RoutesModule {
  routes?: RouteObject[];
  default?: RouteObject[];
}

interface ChatOverlayModule {
  ChatOverlay?: ComponentType<ChatOverlayProps>;
  default?: ComponentType<ChatOverlayProps>;
}

/** Loads remotes with Module Federation from the URLs in the run-time manifest. */
export function createFederationLoader(manifestUrl: string): RemoteLoader {
  const manifestFiles = new RemoteManifestFiles(fetchWithRetries);
  registerPlugins([remoteRetryPlugin((url) => manifestFiles.response(url))]);
  let manifest: Promise<RemoteManifest> | null = null;

  const register = (remotes: RemoteManifest, only?: RemoteName) => {
    const entries = Object.entries(remotes).filter(([name]) => !only || name === only);
    registerRemotes(
      entries.map(([name, entry]) => ({ name, entry })),
      { force: Boolean(only) },
    );
  };

  const ensureManifest = () => {
    manifest ??= fetchRemoteManifest(manifestUrl).then(
      (remotes) => {
        register(remotes);
        return remotes;
      },
      (error: unknown) => {
        manifest = null;
        throw error;
      },
    );
    return manifest;
  };

  const load = async <T>(remote: RemoteName, expose: string): Promise<T> => {
    const remotes = await ensureManifest();
    if (!remotes[remote]) throw new Error(`The remote manifest lists no "${remote}" remote`);
    const module = await loadRemote<T>(`${remote}/${expose}`);
    if (!module) throw new Error(`${remote}/${expose} could not be loaded`);
    return module;
  };

  return {
    async listRemotes() {
      return Object.keys(await ensureManifest()) as RemoteName[];
    },
    async loadDeclaredRoutes(remote): Promise<DeclaredRoute[] | null> {
      const url = (await ensureManifest())[remote];
      // a remote listed by its remoteEntry.js has no manifest to declare routes in
      if (!url || !new URL(url).pathname.endsWith('.json')) return null;
      return manifestFiles.declaredRoutes(url);
    },
    async loadRoutes(remote) {
      const module = await load<RoutesModule>(remote, 'routes');
      const routes = module.routes ?? module.default;
      if (!Array.isArray(routes)) throw new Error(`${remote}/routes exports no route list`);
      return routes;
    },
    async loadChatOverlay() {
      const module = await load<ChatOverlayModule>('chat', 'ChatOverlay');
      const component = module.ChatOverlay ?? module.default;
      if (!component) throw new Error('chat/ChatOverlay exports no component');
      return component;
    },
    async reload(remote) {
      const before = await manifest?.catch(() => null);
      manifest = null;
      const remotes = await fetchRemoteManifest(manifestUrl);
      for (const url of [before?.[remote], remotes[remote]]) if (url) manifestFiles.forget(url);
      manifest = Promise.resolve(remotes);
      register(remotes, remote);
    },
  };
}
