import * as pngText from 'png-chunk-text';
import encodeChunks from 'png-chunks-encode';
import extractChunks from 'png-chunks-extract';
import { InvalidCharacterCard } from './character-card.errors';

type Chunk = { name: string; data: Uint8Array };

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Card art is a portrait of at most a few thousand pixels a side; more is a decompression bomb. */
export const PNG_MAX_SIDE = 4096;
const PNG_MAX_CHUNKS = 4096;
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

export const isPng = (bytes: Buffer): boolean => bytes.subarray(0, 8).equals(SIGNATURE);

/**
 * The card inside a PNG: the `ccv3` (V3) tEXt chunk, or else `chara` (V2), as other tools write
 * them (base64 of UTF-8 JSON; keywords in any case). Also returns the picture without any text
 * chunk, to keep as the mentor's avatar. Nothing is decompressed, so no size bomb can go off.
 */
export function readPngCard(bytes: Buffer): { json: string; image: Buffer } {
  const chunks = validChunks(bytes);
  const texts = chunks
    .filter((c) => c.name === 'tEXt')
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
  return { json, image: Buffer.from(encodeChunks(chunks.filter((c) => IMAGE_CHUNKS.has(c.name)))) };
}

/** `image` with the card written as other tools read it: `chara` (V2) and `ccv3` (V3) before IEND. */
export function writePngCard(image: Buffer, cards: { v2: string; v3: string }): Buffer {
  const chunks = validChunks(image).filter((c) => c.name !== 'tEXt' || !isCardText(c));
  const end = chunks.findIndex((c) => c.name === 'IEND');
  chunks.splice(
    end,
    0,
    pngText.encode('chara', Buffer.from(cards.v2, 'utf8').toString('base64')),
    pngText.encode('ccv3', Buffer.from(cards.v3, 'utf8').toString('base64')),
  );
  return Buffer.from(encodeChunks(chunks));
}

/** The picture's size from its IHDR chunk. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * Checks the chunk layout before the chunk reader allocates anything (it trusts each chunk's
 * length), then lets it verify every CRC.
 */
function validChunks(bytes: Buffer): Chunk[] {
  if (!isPng(bytes)) throw new InvalidCharacterCard('not a PNG file (bad signature)', 'file');
  let offset = SIGNATURE.length;
  for (let count = 0; ; count++) {
    if (count >= PNG_MAX_CHUNKS)
      throw new InvalidCharacterCard(`PNG has more than ${PNG_MAX_CHUNKS} chunks`, 'file');
    if (offset + 12 > bytes.length)
      throw new InvalidCharacterCard('PNG is truncated: no IEND chunk', 'file');
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (!/^[A-Za-z]{4}$/.test(type))
      throw new InvalidCharacterCard(`PNG chunk ${count + 1} has no valid type`, 'file');
    if (length > bytes.length - offset - 12)
      throw new InvalidCharacterCard(`PNG chunk ${type} is longer than the file`, 'file');
    if (count === 0) checkHeader(bytes, type, length);
    offset += 12 + length;
    if (type === 'IEND') break;
  }
  try {
    return extractChunks(bytes.subarray(0, offset));
  } catch (error) {
    throw new InvalidCharacterCard(`PNG is corrupted: ${(error as Error).message}`, 'file');
  }
}

function checkHeader(bytes: Buffer, type: string, length: number): void {
  if (type !== 'IHDR' || length !== 13)
    throw new InvalidCharacterCard('PNG does not start with an IHDR chunk', 'file');
  const { width, height } = pngSize(bytes);
  if (width < 1 || height < 1 || width > PNG_MAX_SIDE || height > PNG_MAX_SIDE)
    throw new InvalidCharacterCard(
      `PNG is ${width}×${height} pixels; at most ${PNG_MAX_SIDE}×${PNG_MAX_SIDE} is accepted`,
      'file',
    );
}

function isCardText(chunk: Chunk): boolean {
  const text = decodeText(chunk);
  return text !== null && (CARD_KEYWORDS as readonly string[]).includes(text.keyword.toLowerCase());
}

/** A tEXt chunk's keyword and text, or null when it is malformed (another tool's problem, not ours). */
function decodeText(chunk: Chunk): { keyword: string; text: string } | null {
  try {
    return pngText.decode(chunk.data);
  } catch {
    return null;
  }
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
