// After every frontend is built (`pnpm build` runs this last): the landing prerendered in each
// language, the service worker, then a .br and a .gz copy beside every text file for the server.
import { readdir, readFile, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { generateSW } from 'workbox-build';
import { landingPage } from './landing-page.mjs';
import { precompress } from './precompress.mjs';
import { serviceWorkerConfig } from './service-worker-config.mjs';

const shellDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const frontendsDir = join(shellDir, '..');
const shellDist = join(shellDir, 'dist');
const remoteDists = ['feed', 'chat', 'billing', 'admin'].map((name) =>
  join(frontendsDir, `${name}-mfe`, 'dist'),
);

const template = await readFile(join(shellDist, 'index.html'), 'utf8');
const styles = (await filesUnder(join(shellDist, 'static', 'css')))
  .filter((file) => file.endsWith('.css'))
  .map((file) => `/${relative(shellDist, file).replaceAll('\\', '/')}`);
const { LANDING_LANGUAGES, renderLanding } = await import(
  pathToFileURL(join(shellDir, 'dist-prerender', 'render-landing.js')).href
);
await mkdir(join(shellDist, 'landing'), { recursive: true });
for (const language of LANDING_LANGUAGES) {
  const page = landingPage(template, await renderLanding(language), styles);
  await writeFile(join(shellDist, 'landing', `${language}.html`), page);
}
console.log(`prerendered the landing in ${LANDING_LANGUAGES.length} languages`);

const { count, size, warnings } = await generateSW(serviceWorkerConfig({ shellDist }));
for (const warning of warnings) console.warn(`service worker: ${warning}`);
console.log(`service worker precaches ${count} files (${Math.round(size / 1024)} KB)`);

let compressed = 0;
for (const dist of [shellDist, ...remoteDists]) compressed += await precompress(dist);
console.log(`wrote .br and .gz copies of ${compressed} files`);

async function filesUnder(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}
