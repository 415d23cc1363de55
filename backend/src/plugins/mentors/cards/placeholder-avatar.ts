import { PNG } from 'pngjs';

/** The app's palette (frontends/ui tokens): parchment background, brown ring, gold disc. */
const PARCHMENT = [0xf7, 0xf5, 0xf0] as const;
const BROWN = [0x7c, 0x4a, 0x1e] as const;
const GOLD = [0xc8, 0x90, 0x2e] as const;
/** The 2:3 portrait of card art. */
export const PLACEHOLDER_WIDTH = 300;
export const PLACEHOLDER_HEIGHT = 450;

let drawn: Buffer | undefined;

/**
 * The card picture for a mentor whose avatar is an emoji or someone else's web address (the
 * server neither draws emoji nor fetches URLs): a portrait in the app's palette, a brown ring
 * around a gold disc on parchment. Drawn once per process.
 */
export function placeholderAvatar(): Buffer {
  drawn ??= draw();
  return drawn;
}

function draw(): Buffer {
  const png = new PNG({ width: PLACEHOLDER_WIDTH, height: PLACEHOLDER_HEIGHT, colorType: 2 });
  const cx = PLACEHOLDER_WIDTH / 2;
  const cy = PLACEHOLDER_HEIGHT / 2;
  for (let y = 0; y < PLACEHOLDER_HEIGHT; y++) {
    for (let x = 0; x < PLACEHOLDER_WIDTH; x++) {
      const r = Math.hypot(x - cx, y - cy);
      const colour = r < 90 ? GOLD : r < 112 ? BROWN : PARCHMENT;
      png.data.set([...colour, 0xff], (y * PLACEHOLDER_WIDTH + x) * 4);
    }
  }
  // Flat colour compresses well unfiltered, and the filter search is the slow part of pngjs.
  return PNG.sync.write(png, { colorType: 2, filterType: 0 });
}
