import { createSharedMap } from '@agora/ui/mf-shared';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import pkg from './package.json';
import { pluginPreloadAppStart } from './rsbuild-plugins/preload-app-start';

// The backend serves /api, /ws, the remotes' builds (/mfe/<name>/) and /mfe-manifest.json.
const BACKEND = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'shell',
      // Remotes are found at run time from /mfe-manifest.json (see src/remotes).
      remotes: {},
      shared: createSharedMap(pkg.dependencies),
      dts: false,
      manifest: false,
      // The remotes' builds take the federation runtime from the shell (see @agora/ui/remote-config).
      experiments: { provideExternalRuntime: true },
    }),
    pluginPreloadAppStart({ startChunk: 'app-start' }),
  ],
  source: { entry: { index: './src/index.ts' } },
  output: { assetPrefix: '/' },
  html: {
    title: 'Agora',
    meta: {
      // resizes-content: the on-screen keyboard shrinks the layout (and 100dvh) instead of covering
      // it, so a composer at the foot of a screen (group room, mentor chat) stays above the keys.
      viewport:
        'width=device-width, initial-scale=1, viewport-fit=cover, interactive-widget=resizes-content',
      'theme-color': '#7c4a1e',
      description: 'Learn from AI-simulated historical figures',
    },
    // Files of public/ (copied as is to the build root; rsbuild links public/favicon.ico itself).
    tags: [
      { tag: 'link', attrs: { rel: 'icon', href: '/icons/agora.svg', type: 'image/svg+xml' } },
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' } },
      { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' } },
    ],
  },
  server: {
    port: 3100,
    historyApiFallback: true,
    proxy: {
      '/api': BACKEND,
      '/mfe': BACKEND,
      '/mfe-manifest.json': BACKEND,
      '/ws': { target: BACKEND, ws: true },
    },
  },
});
