import type { RsbuildConfigSyncFn } from '@rsbuild/core';
import type { DeclaredRoute } from '../src/host/declared-routes';

export declare function createRemoteConfig(options: {
  name: string;
  port: number;
  exposes: Record<string, string>;
  dependencies: Record<string, string>;
  /** The paths the remote's `./routes` own, written into mf-manifest.json for the shell. */
  routes?: DeclaredRoute[];
}): RsbuildConfigSyncFn;
