// Gzip size of the JavaScript the shell downloads before first paint, two ways: statically (the
// script tags of the built index.html plus everything they import statically) and as measured in
// Chromium (every script that finished loading before the first contentful paint of the visitor
// landing, which includes the shared singletons the bootstrap loads). Also each remote's entry and
// its ./routes chunks. Writes bench/results/bundle-size.json. Needs `pnpm build`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { scriptsBeforeFirstPaint } from './lib/first-paint-scripts.mjs';
import { serveBuiltFrontends } from './lib/frontends-server.mjs';
import { repoRoot } from './lib/paths.mjs';
import { writeResult } from './lib/write-result.mjs';

const frontends = join(repoRoot, 'frontends');
const shellDist = join(frontends, 'shell', 'dist');
const remotes = ['feed', 'chat', 'billing', 'admin'];

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

function fileSizes(dist, relativePath) {
  const file = join(dist, relativePath.replace(/^\//, '').split(/[?#]/)[0]);
  if (!existsSync(file)) throw new Error(`${file} is referenced but missing`);
  const content = readFileSync(file);
  return {
    file: relativePath,
    bytes: content.length,
    gzipBytes: gzipSync(content).length,
    content: content.toString('utf8'),
  };
}

/** Script srcs of index.html (classic, deferred and module scripts) and module preloads. */
function initialScripts(html) {
  const srcs = [...html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["']/g)].map((m) => m[1]);
  const preloads = [
    ...html.matchAll(/<link\b[^>]*rel=["']modulepreload["'][^>]*href=["']([^"']+)["']/g),
  ].map((m) => m[1]);
  return [...srcs, ...preloads].filter((src) => !/^(https?:)?\/\//.test(src));
}

/** ES `import … from './x.js'` / `import './x.js'` (not dynamic import()), resolved against the importer. */
function staticImports(fromPath, code) {
  const specifiers = [
    ...code.matchAll(/(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+\s*from\s*)?["']([^"']+)["']/g),
  ].map((m) => m[1]);
  return specifiers
    .filter((s) => s.startsWith('.') || s.startsWith('/'))
    .map((s) => new URL(s, `http://x${fromPath}`).pathname);
}

function shellFirstPaint() {
  const html = readFileSync(join(shellDist, 'index.html'), 'utf8');
  const seen = new Map();
  const queue = initialScripts(html).map((src) => new URL(src, 'http://x/').pathname);
  while (queue.length) {
    const path = queue.shift();
    if (seen.has(path)) continue;
    const sizes = fileSizes(shellDist, path);
    seen.set(path, sizes);
    queue.push(...staticImports(path, sizes.content));
  }
  const files = [...seen.values()].map(({ file, bytes, gzipBytes }) => ({
    file,
    kb: kb(bytes),
    gzipKb: kb(gzipBytes),
  }));
  const gzipBytes = [...seen.values()].reduce((sum, f) => sum + f.gzipBytes, 0);
  return { files, totalGzipKb: kb(gzipBytes) };
}

function remoteSizes(name) {
  const dist = join(frontends, `${name}-mfe`, 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
  const entryName = manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js';
  const entry = fileSizes(dist, join(manifest.metaData?.remoteEntry?.path ?? '', entryName));
  const routes = manifest.exposes?.find((e) => e.path === './routes' || e.name === 'routes');
  const routeChunks = (routes?.assets?.js?.sync ?? []).map((file) => fileSizes(dist, file));
  // The lazy pages behind ./routes and what they import (e.g. admin's charting library): the chunks
  // reached from the routes chunks through the runtime's chunk loads (`.e("<id>")`). Shared
  // singletons are not among them (the shell provides those); per-language chunks are loaded for
  // one language only and English is inline.
  const pageChunks = lazyChunksFrom(dist, routeChunks);
  const gzipOf = (files) => files.reduce((sum, f) => sum + f.gzipBytes, 0);
  return {
    remoteEntry: { file: entryName, kb: kb(entry.bytes), gzipKb: kb(entry.gzipBytes) },
    routesSyncChunks: routeChunks.map(({ file, bytes, gzipBytes }) => ({
      file,
      kb: kb(bytes),
      gzipKb: kb(gzipBytes),
    })),
    entryPlusRoutesGzipKb: kb(entry.gzipBytes + gzipOf(routeChunks)),
    lazyPageChunks: pageChunks.map(({ file, bytes, gzipBytes }) => ({
      file,
      kb: kb(bytes),
      gzipKb: kb(gzipBytes),
    })),
    withLazyPagesGzipKb: kb(entry.gzipBytes + gzipOf(routeChunks) + gzipOf(pageChunks)),
  };
}

function lazyChunksFrom(dist, startChunks) {
  const asyncDir = join(dist, 'static', 'js', 'async');
  const files = existsSync(asyncDir) ? readdirSync(asyncDir).filter((f) => f.endsWith('.js')) : [];
  const seen = new Map();
  const queue = startChunks.map((chunk) => chunk.content);
  while (queue.length) {
    const code = queue.shift();
    // Chunk ids are strings (`.e("pg")`) or, for some chunks, bare numbers (`.e(3)`).
    for (const [, named, numbered] of code.matchAll(/\.e\((?:"([^"]+)"|(\d+))\)/g)) {
      const id = named ?? numbered;
      const file = files.find((f) => f.startsWith(`${id}.`));
      if (!file || seen.has(file)) continue;
      const sizes = fileSizes(dist, `static/js/async/${file}`);
      seen.set(file, sizes);
      queue.push(sizes.content);
    }
  }
  return [...seen.values()];
}

/** Where a URL path of the served app lives in the build folders. */
function distFor(path) {
  const remote = /^\/mfe\/(\w+)(\/.*)$/.exec(path);
  return remote
    ? { dist: join(frontends, `${remote[1]}-mfe`, 'dist'), file: remote[2] }
    : { dist: shellDist, file: path };
}

async function shellFirstPaintInBrowser(options) {
  const server = await serveBuiltFrontends();
  try {
    const { firstContentfulPaintMs, scripts } = await scriptsBeforeFirstPaint(
      `${server.url}/`,
      options,
    );
    const files = scripts.map((path) => {
      const { dist, file } = distFor(path);
      const { bytes, gzipBytes } = fileSizes(dist, file);
      return { file: path, kb: kb(bytes), gzipKb: kb(gzipBytes), gzipBytes };
    });
    const totalGzipKb = kb(files.reduce((sum, f) => sum + f.gzipBytes, 0));
    return {
      firstContentfulPaintMs,
      files: files.map(({ gzipBytes: _, ...rest }) => rest),
      totalGzipKb,
    };
  } finally {
    await server.close();
  }
}

const shell = shellFirstPaint();
const onPhone = await shellFirstPaintInBrowser({ onPhone: true });
console.log(
  `shell before first paint on a throttled phone, measured in Chromium: ${onPhone.totalGzipKb} KB gzip in ${onPhone.files.length} scripts (FCP ${onPhone.firstContentfulPaintMs} ms)`,
);
const measured = await shellFirstPaintInBrowser();
console.log(
  `shell loaded before first paint on loopback, measured in Chromium: ${measured.totalGzipKb} KB gzip in ${measured.files.length} scripts (FCP ${measured.firstContentfulPaintMs} ms)`,
);
console.log(
  `shell before first paint, static (index.html + static imports): ${shell.totalGzipKb} KB gzip in ${shell.files.length} files`,
);
const remoteResults = {};
for (const name of remotes) {
  remoteResults[name] = remoteSizes(name);
  console.log(
    `${name}: entry ${remoteResults[name].remoteEntry.gzipKb} KB gzip, entry + ./routes ${remoteResults[name].entryPlusRoutesGzipKb} KB gzip, with its lazy pages ${remoteResults[name].withLazyPagesGzipKb} KB gzip`,
  );
}
const file = await writeResult('bundle-size', {
  note: "gzip (zlib default level) of JS only. shellBeforeFirstPaint counts index.html script tags and their static imports; shellBeforeFirstPaintOnPhone counts every script that finished loading before the first contentful paint of the visitor landing in Chromium with Lighthouse's mobile throttling (the bootstrap chunk and shared singletons are loaded asynchronously, so only the browser sees them); shellLoadedBeforeFirstPaintOnLoopback is the same without throttling, where the scripts arrive in a few ms and finish before the browser's first paint although the page paints without them (the landing is prerendered HTML)",
  shellBeforeFirstPaint: shell,
  shellBeforeFirstPaintOnPhone: onPhone,
  shellLoadedBeforeFirstPaintOnLoopback: measured,
  remotes: remoteResults,
});
console.log(`wrote ${file}`);
