import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { createSharedMap } from './mf-shared.js';

// The backend serves /api and /ws; a remote's dev server proxies them.
const BACKEND = 'http://localhost:3000';

/**
 * The Rsbuild config every remote shares: React, a Module Federation container (remoteEntry.js +
 * mf-manifest.json) exposing `exposes`, the shared singletons, and a dev server on `port`. A remote
 * whose `./routes` make pages declares their paths in `routes`; they are written into
 * mf-manifest.json (`metaData.routes`), where the shell reads who owns a page before loading code.
 * @param {{ name: string, port: number, exposes: Record<string, string>, dependencies: Record<string, string>, routes?: import('../src/host/declared-routes').DeclaredRoute[] }} options
 */
export function createRemoteConfig({ name, port, exposes, dependencies, routes }) {
  return defineConfig(({ command }) => ({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: createSharedMap(dependencies),
        dts: false,
        manifest: routes
          ? {
              additionalData: ({ stats }) => {
                stats.metaData.routes = routes;
                return stats;
              },
            }
          : true,
        // A built remote uses the shell's federation runtime (the shell provides it) instead of
        // carrying its own copy (17 KB gzip each); a dev server keeps it, so a remote runs alone.
        experiments: { externalRuntime: command === 'build' },
      }),
    ],
    source: { entry: { index: './src/index.ts' } },
    // 'auto': chunks resolve relative to remoteEntry.js, so the build works under /mfe/<name>/ or any other host.
    output: { assetPrefix: 'auto' },
    dev: { assetPrefix: 'auto' },
    html: { title: `Agora · ${name}` },
    server: {
      port,
      historyApiFallback: true,
      proxy: { '/api': BACKEND, '/ws': { target: BACKEND, ws: true } },
    },
  }));
}
