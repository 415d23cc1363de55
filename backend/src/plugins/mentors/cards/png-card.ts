import { InvalidCharacterCard } from './character-card.errors';
import { decodeText, joinChunks, type PngChunk, readChunks, textChunk } from './png-chunks';

export { isPng, pngSize } from './png-chunks';

/** The chunks an avatar keeps: the picture and how to show it, none of the text it carried. */
const IMAGE_CHUNKS = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'iCCP',
  'sBIT',
  'pHYs',
  'bKGD',
  'acTL',
  'fcTL',
  'fdAT',
]);
const CARD_KEYWORDS = ['ccv3', 'chara'] as const;

/**
 * The card inside a PNG: the `ccv3` (V3) tEXt chunk, or else `chara` (V2), as other tools write
 * them (base64 of UTF-8 JSON; keywords in any case). Also returns the picture without any text
 * chunk, to keep as the mentor's avatar. Chunks are copied, never re-encoded or inflated.
 */
export function readPngCard(bytes: Buffer): { json: string; image: Buffer } {
  const chunks = readChunks(bytes);
  const texts = chunks
    .filter((c) => c.type === 'tEXt')
    .map((c) => decodeText(c))
    .filter((t) => t !== null);
  const found = CARD_KEYWORDS.map((k) => texts.find((t) => t.keyword.toLowerCase() === k)).find(
    (t) => t !== undefined,
  );
  if (!found) throw new InvalidCharacterCard('PNG has no chara or ccv3 text chunk', 'file');
  const json = decodeBase64Utf8(found.text);
  if (json === null)
    throw new InvalidCharacterCard(
      `the PNG's ${found.keyword} text chunk is not base64 of UTF-8 JSON`,
      'file',
    );
  const picture = chunks.filter((c) => IMAGE_CHUNKS.has(c.type));
  return { json, image: joinChunks(bytes, picture) };
}

/** `image` with the card written as other tools read it: `chara` (V2) and `ccv3` (V3) before IEND. */
export function writePngCard(image: Buffer, cards: { v2: string; v3: string }): Buffer {
  const kept = readChunks(image).filter((c) => !isCardText(c));
  return joinChunks(image, kept, [
    textChunk('chara', Buffer.from(cards.v2, 'utf8').toString('base64')),
    textChunk('ccv3', Buffer.from(cards.v3, 'utf8').toString('base64')),
  ]);
}

function isCardText(chunk: PngChunk): boolean {
  if (chunk.type !== 'tEXt') return false;
  const keyword = decodeText(chunk)?.keyword.toLowerCase();
  return keyword !== undefined && (CARD_KEYWORDS as readonly string[]).includes(keyword);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function decodeBase64Utf8(text: string): string | null {
  const compact = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length === 0) return null;
  try {
    return utf8.decode(Buffer.from(compact, 'base64'));
  } catch {
    return null;
  }
}
