import { InvalidCharacterCard } from './character-card.errors';
import { pngSize, readPngCard, writePngCard } from './png-card';
import { textChunk } from './png-chunks';
import {
  base64Json,
  cardPng,
  picturePng,
  textChunksOf,
  withTextChunks,
} from '../testing/card-fixtures';

const v2 = { spec: 'chara_card_v2', spec_version: '2.0', data: { name: 'Ada' } };
const v3 = { spec: 'chara_card_v3', spec_version: '3.0', data: { name: 'Ada Three' } };

function reasonOf(work: () => unknown): string {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidCharacterCard);
    return (error as Error).message;
  }
  throw new Error('expected the PNG to be refused');
}

describe('PNG character cards', () => {
  it('reads the card from the chara chunk and keeps the picture without any text chunk', () => {
    const png = withTextChunks(cardPng(v2), { Comment: 'made elsewhere' });
    const { json, image } = readPngCard(png);
    expect(JSON.parse(json)).toEqual(v2);
    expect(textChunksOf(image)).toEqual({});
    expect(pngSize(image)).toEqual(pngSize(picturePng()));
  });

  it('prefers ccv3 over chara, whatever the keyword case', () => {
    const png = withTextChunks(picturePng(), { Chara: base64Json(v2), CCV3: base64Json(v3) });
    expect(JSON.parse(readPngCard(png).json)).toEqual(v3);
  });

  it('reads UTF-8 text inside the base64', () => {
    const card = { ...v2, data: { name: 'Hypatia ἡ φιλόσοφος' } };
    expect(JSON.parse(readPngCard(cardPng(card)).json).data.name).toBe('Hypatia ἡ φιλόσοφος');
  });

  it('names what is wrong with a bad PNG', () => {
    expect(reasonOf(() => readPngCard(picturePng()))).toBe('PNG has no chara or ccv3 text chunk');
    expect(reasonOf(() => readPngCard(Buffer.from('GIF89a not a png')))).toMatch(/not a PNG/);
    const png = cardPng(v2);
    expect(reasonOf(() => readPngCard(png.subarray(0, png.length - 20)))).toMatch(
      /truncated|longer/,
    );
    expect(reasonOf(() => readPngCard(withTextChunks(picturePng(), { chara: '%%%' })))).toMatch(
      /chara text chunk is not base64/,
    );
    const corrupt = Buffer.from(png);
    corrupt[45] = corrupt[45]! ^ 0xff; // inside the first chunk after IHDR
    expect(reasonOf(() => readPngCard(corrupt))).toMatch(/corrupted|CRC/);
  });

  it('refuses a chunk that claims more bytes than the file has, before allocating them', () => {
    const png = Buffer.from(cardPng(v2));
    png.writeUInt32BE(0xfffffff0, 33); // the chunk after IHDR
    expect(reasonOf(() => readPngCard(png))).toMatch(/longer than the file/);
  });

  it('refuses a picture too large to decode safely (a decompression bomb)', () => {
    const png = Buffer.from(cardPng(v2));
    png.writeUInt32BE(100_000, 16);
    expect(reasonOf(() => readPngCard(png))).toBe(
      'PNG is 100000×24 pixels; at most 4096×4096 is accepted',
    );
  });

  it('writes chara (V2) and ccv3 (V3) before IEND, replacing the cards it had', () => {
    const written = writePngCard(cardPng({ old: true }), {
      v2: JSON.stringify(v2),
      v3: JSON.stringify(v3),
    });
    const texts = textChunksOf(written);
    expect(Object.keys(texts)).toEqual(['chara', 'ccv3']);
    expect(JSON.parse(Buffer.from(texts.chara!, 'base64').toString('utf8'))).toEqual(v2);
    expect(JSON.parse(readPngCard(written).json)).toEqual(v3);
  });

  it('reads and rewrites a card of nearly 5 MB, copying the picture byte for byte (never re-encoding it)', () => {
    const picture = picturePng();
    const card = { ...v2, data: { name: 'Ada', description: 'y'.repeat(3_600_000) } };
    const big = Buffer.concat([
      picture.subarray(0, picture.length - 12),
      textChunk('chara', base64Json(card)),
      picture.subarray(picture.length - 12),
    ]);
    expect(big.length).toBeGreaterThan(4_800_000);
    const { json, image } = readPngCard(big);
    expect(image.equals(picture)).toBe(true);
    const written = writePngCard(image, { v2: json, v3: json });
    const reread = readPngCard(written);
    expect(reread.image.equals(picture)).toBe(true);
    expect(JSON.parse(reread.json).data.description).toHaveLength(3_600_000);
  });
});
