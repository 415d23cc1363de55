// Renders the app icons (public/icons/*.png, public/favicon.ico) from the SVG sources with Debian's
// Chromium. Run once after changing an SVG: `node frontends/shell/scripts/make-icons.mjs`.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const icons = join(here, '..', 'public', 'icons');
const { chromium } = createRequire(join(here, '..', '..', '..', 'e2e', 'package.json'))(
  '@playwright/test',
);

const OUTPUTS = [
  ['agora.svg', 'icon-192.png', 192],
  ['agora.svg', 'icon-512.png', 512],
  ['agora.svg', 'apple-touch-icon.png', 180],
  ['agora.svg', 'favicon-32.png', 32],
  ['agora-maskable.svg', 'maskable-512.png', 512],
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const [source, target, size] of OUTPUTS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const svg = await readFile(join(icons, source), 'utf8');
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: join(icons, target), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}

// An .ico may hold a PNG image as is: a 6-byte header and one 16-byte directory entry before it.
const png = await readFile(join(icons, 'favicon-32.png'));
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(png.length, 14);
header.writeUInt32LE(22, 18);
await writeFile(join(here, '..', 'public', 'favicon.ico'), Buffer.concat([header, png]));
