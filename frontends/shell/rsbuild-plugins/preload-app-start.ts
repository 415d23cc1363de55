import type { RsbuildPlugin } from '@rsbuild/core';

/** What is read of Rspack's chunk groups (`compilation.chunkGroups`). */
export interface ChunkGroupLike {
  name?: string | null;
  origins: ReadonlyArray<{ module?: { type: string } | null }>;
  chunks: ReadonlyArray<{ files: Iterable<string> }>;
}

/**
 * The files the app needs before its first render: the async chunk group named `startChunk` (the
 * module behind the federation's async boundary) and every shared singleton the shell provides
 * (React, the router, the query client, i18next, @agora/ui…), which that module consumes.
 */
export function appStartFiles(groups: Iterable<ChunkGroupLike>, startChunk: string): string[] {
  const files = new Set<string>();
  let started = false;
  let provided = false;
  for (const group of groups) {
    const isStart = group.name === startChunk;
    const isProvided = group.origins.some((origin) => origin.module?.type === 'provide-module');
    if (!isStart && !isProvided) continue;
    started ||= isStart;
    provided ||= isProvided;
    for (const chunk of group.chunks)
      for (const file of chunk.files) if (/\.(?:js|css)$/.test(file)) files.add(file);
  }
  // a renamed chunk or another federation build would otherwise drop the preloads unnoticed
  if (!started) throw new Error(`preload-app-start: no chunk group named "${startChunk}"`);
  if (!provided) throw new Error('preload-app-start: no shared module provided by this build');
  return [...files].sort();
}

/**
 * Preloads, from the page's head, the scripts and styles the app starts with. Behind the federation's
 * async boundary they are otherwise asked for only once the entry script has downloaded and run: on
 * a phone a whole chain of round trips before anything is shown (and before a remote can load).
 */
export function pluginPreloadAppStart({ startChunk }: { startChunk: string }): RsbuildPlugin {
  return {
    name: 'agora:preload-app-start',
    setup(api) {
      api.modifyHTMLTags(({ headTags, bodyTags }, { compilation, assetPrefix }) => {
        const links = appStartFiles(compilation.chunkGroups, startChunk).map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: file.endsWith('.css') ? 'style' : 'script',
            href: `${assetPrefix.replace(/\/$/, '')}/${file}`,
            // at the (low) priority of the deferred entry script, which is asked for first: at a
            // higher one they would go ahead of it
            fetchpriority: 'low',
          },
        }));
        return { headTags: [...headTags, ...links], bodyTags };
      });
    },
  };
}
