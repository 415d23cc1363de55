import type { ChatOverlayProps, DeclaredRoute } from '@agora/ui';
import { createContext, useContext, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

export type RemoteName = 'feed' | 'chat' | 'billing' | 'admin';

/** How the shell gets code from the remotes (Module Federation in the app, an in-memory set in tests). */
export interface RemoteLoader {
  /** The remotes the run-time manifest lists. */
  listRemotes(): Promise<RemoteName[]>;
  /** The paths the remote declares it owns (read without loading its code); null: it declares none. */
  loadDeclaredRoutes(remote: RemoteName): Promise<DeclaredRoute[] | null>;
  loadRoutes(remote: RemoteName): Promise<RouteObject[]>;
  loadChatOverlay(): Promise<ComponentType<ChatOverlayProps>>;
  /** Forgets a failed remote: fetches the manifest again and re-registers that remote. */
  reload(remote: RemoteName): Promise<void>;
}

export const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('useRemoteLoader() needs a RemoteLoaderContext provider');
  return loader;
}
