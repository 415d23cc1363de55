import { buf as crc32 } from 'crc-32';
import extractChunks from 'png-chunks-extract';
import { InvalidCharacterCard } from './character-card.errors';

/** A chunk as it sits in the file: its type, its data, and where its bytes start and end. */
export interface PngChunk {
  type: string;
  data: Buffer;
  start: number;
  end: number;
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Card art is a portrait of at most a few thousand pixels a side; more is a decompression bomb. */
export const PNG_MAX_SIDE = 4096;
const PNG_MAX_CHUNKS = 4096;

export const isPng = (bytes: Buffer): boolean =>
  bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE);

/**
 * The chunks of a PNG, up to IEND. The layout is checked first (each length within the file,
 * IHDR first and of a sane size, a bounded count), because the chunk reader trusts lengths and
 * allocates them; then the reader verifies every CRC. Nothing is decompressed.
 */
export function readChunks(bytes: Buffer): PngChunk[] {
  if (!isPng(bytes)) throw new InvalidCharacterCard('not a PNG file (bad signature)', 'file');
  const chunks: PngChunk[] = [];
  let offset = PNG_SIGNATURE.length;
  for (;;) {
    if (chunks.length >= PNG_MAX_CHUNKS)
      throw new InvalidCharacterCard(`PNG has more than ${PNG_MAX_CHUNKS} chunks`, 'file');
    if (offset + 12 > bytes.length)
      throw new InvalidCharacterCard('PNG is truncated: no IEND chunk', 'file');
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (!/^[A-Za-z]{4}$/.test(type))
      throw new InvalidCharacterCard(`PNG chunk ${chunks.length + 1} has no valid type`, 'file');
    if (length > bytes.length - offset - 12)
      throw new InvalidCharacterCard(`PNG chunk ${type} is longer than the file`, 'file');
    if (chunks.length === 0) checkHeader(bytes, type, length);
    const end = offset + 12 + length;
    chunks.push({
      type,
      data: bytes.subarray(offset + 8, offset + 8 + length),
      start: offset,
      end,
    });
    offset = end;
    if (type === 'IEND') break;
  }
  try {
    extractChunks(bytes.subarray(0, offset));
  } catch (error) {
    throw new InvalidCharacterCard(`PNG is corrupted: ${(error as Error).message}`, 'file');
  }
  return chunks;
}

/** The PNG made of these chunks of `bytes`, copied as they are. */
export function joinChunks(
  bytes: Buffer,
  chunks: PngChunk[],
  insertBeforeEnd: Buffer[] = [],
): Buffer {
  const body = chunks.filter((c) => c.type !== 'IEND').map((c) => bytes.subarray(c.start, c.end));
  const end = chunks.find((c) => c.type === 'IEND');
  return Buffer.concat([
    PNG_SIGNATURE,
    ...body,
    ...insertBeforeEnd,
    ...(end ? [bytes.subarray(end.start, end.end)] : []),
  ]);
}

/** A tEXt chunk's keyword and text (Latin-1), or null when it has no keyword separator. */
export function decodeText(chunk: PngChunk): { keyword: string; text: string } | null {
  const separator = chunk.data.indexOf(0);
  if (separator < 1 || separator > 79) return null;
  return {
    keyword: chunk.data.toString('latin1', 0, separator),
    text: chunk.data.toString('latin1', separator + 1),
  };
}

/** A whole tEXt chunk (length, type, data, CRC) for an ASCII keyword and ASCII text (base64). */
export function textChunk(keyword: string, text: string): Buffer {
  const typeAndData = Buffer.concat([
    Buffer.from(`tEXt${keyword}\0`, 'latin1'),
    Buffer.from(text, 'latin1'),
  ]);
  const chunk = Buffer.alloc(typeAndData.length + 8);
  chunk.writeUInt32BE(typeAndData.length - 4, 0);
  typeAndData.copy(chunk, 4);
  chunk.writeInt32BE(crc32(typeAndData), chunk.length - 4);
  return chunk;
}

/** The picture's size from its IHDR chunk. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
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
