import { CHARACTER_CARD_FILE_MAX_BYTES, type CharacterCardFile } from '@agora/contracts';
import { parseCardJson } from './card-json';
import { CharacterCardTooLarge, InvalidCharacterCard } from './character-card.errors';
import { isPng, readPngCard } from './png-card';

/** What a card file holds: the card's JSON value and, for a PNG card, its picture (text chunks removed). */
export interface CardFileContent {
  card: unknown;
  image?: Buffer;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Reads an uploaded card file, PNG or JSON, told apart by its bytes rather than its name. */
export function readCardFile(file: CharacterCardFile): CardFileContent {
  // base64 is 4 characters per 3 bytes: refuse before decoding anything over the limit.
  if (file.contentBase64.length > Math.ceil(CHARACTER_CARD_FILE_MAX_BYTES / 3) * 4)
    throw new CharacterCardTooLarge(CHARACTER_CARD_FILE_MAX_BYTES);
  const bytes = Buffer.from(file.contentBase64, 'base64');
  if (bytes.length > CHARACTER_CARD_FILE_MAX_BYTES)
    throw new CharacterCardTooLarge(CHARACTER_CARD_FILE_MAX_BYTES);
  if (isPng(bytes)) {
    const { json, image } = readPngCard(bytes);
    return { card: parseCardJson(json, 'the PNG card text'), image };
  }
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new InvalidCharacterCard(
      'the file is neither a PNG image nor JSON text (UTF-8)',
      'contentBase64',
    );
  }
  if (!/^\uFEFF?\s*[[{]/.test(text))
    throw new InvalidCharacterCard('the file is neither a PNG image nor a JSON card', 'file');
  return { card: parseCardJson(text, 'the file') };
}
