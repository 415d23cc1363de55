import * as pngText from 'png-chunk-text';
import encodeChunks from 'png-chunks-encode';
import extractChunks from 'png-chunks-extract';
import { PNG } from 'pngjs';

/** A real PNG picture (a small gradient), as drawing tools write it. */
export function picturePng(width = 16, height = 24): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) {
    png.data[i * 4] = (i * 7) % 256;
    png.data[i * 4 + 1] = (i * 13) % 256;
    png.data[i * 4 + 2] = 200;
    png.data[i * 4 + 3] = 255;
  }
  return PNG.sync.write(png);
}

/** `png` with tEXt chunks added before IEND, as SillyTavern and chub.ai write card PNGs. */
export function withTextChunks(png: Buffer, texts: Record<string, string>): Buffer {
  const chunks = extractChunks(png);
  chunks.splice(
    -1,
    0,
    ...Object.entries(texts).map(([keyword, text]) => pngText.encode(keyword, text)),
  );
  return Buffer.from(encodeChunks(chunks));
}

export const base64Json = (value: unknown): string =>
  Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

/** A card PNG as another tool exports it: the V2 card base64-encoded in a `chara` tEXt chunk. */
export const cardPng = (card: unknown, keyword = 'chara'): Buffer =>
  withTextChunks(picturePng(), { [keyword]: base64Json(card) });

/** The tEXt chunks of a PNG, keyword → text. */
export function textChunksOf(png: Buffer): Record<string, string> {
  return Object.fromEntries(
    extractChunks(png)
      .filter((c) => c.name === 'tEXt')
      .map((c) => pngText.decode(c.data))
      .map((t) => [t.keyword, t.text]),
  );
}

/** A description of about 2,800 characters in whole sentences, as long cards have. */
export function longDescription(): string {
  const sentences: string[] = [];
  for (let i = 1; sentences.join(' ').length < 2800; i++)
    sentences.push(
      `In chapter ${i} of her life she studied the motion of comets and wrote careful notes about each one she saw.`,
    );
  return sentences.join(' ');
}
