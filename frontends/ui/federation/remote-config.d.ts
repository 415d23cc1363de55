import type { RsbuildConfigSyncFn } from '@rsbuild/core';

export declare function createRemoteConfig(options: {
  name: string;
  port: number;
  exposes: Record<string, string>;
  dependencies: Record<string, string>;
}): RsbuildConfigSyncFn;
