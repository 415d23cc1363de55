import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

// The landing renderer for Node, used once by scripts/postbuild.mjs after the browser build.
export default defineConfig({
  plugins: [pluginReact()],
  source: { entry: { 'render-landing': './src/prerender/render-landing.tsx' } },
  output: {
    target: 'node',
    distPath: { root: 'dist-prerender' },
    filenameHash: false,
    minify: false,
    cleanDistPath: true,
  },
});
