import { createSharedMap } from '@agora/ui/mf-shared';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import pkg from './package.json';

// The backend serves /api and /ws; the remote's dev server proxies them.
const BACKEND = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'billing',
      filename: 'remoteEntry.js',
      exposes: {
        './routes': './src/routes.tsx',
      },
      shared: createSharedMap(pkg.dependencies),
      dts: false,
      manifest: true,
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  // 'auto': chunks resolve relative to remoteEntry.js, so the build works under /mfe/billing/ or any other host.
  output: { assetPrefix: 'auto' },
  dev: { assetPrefix: 'auto' },
  html: { title: 'Agora · billing' },
  server: {
    port: 3103,
    historyApiFallback: true,
    proxy: { '/api': BACKEND, '/ws': { target: BACKEND, ws: true } },
  },
});
