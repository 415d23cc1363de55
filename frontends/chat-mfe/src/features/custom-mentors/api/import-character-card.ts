import { CHARACTER_CARD_FILE_MAX_BYTES } from '@agora/contracts/src/character-card-constants';
import type { CustomCharacter } from '@agora/contracts';
import { apiRequest, CUSTOM_CHARACTERS_QUERY_KEY } from '@agora/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readFileBase64 } from '../lib/read-file-base64';

export const CARD_FILE_LIMIT_MB = CHARACTER_CARD_FILE_MAX_BYTES / (1024 * 1024);

/** Thrown before any upload when the chosen file is over the server's limit. */
export class CardFileTooLargeError extends Error {
  constructor() {
    super(`The card file is larger than the ${CARD_FILE_LIMIT_MB} MB limit`);
  }
}

/** Sends a card file (PNG with a chara/ccv3 chunk, or JSON) for the server to read. */
export async function importCharacterCardFile(file: File): Promise<CustomCharacter> {
  if (file.size > CHARACTER_CARD_FILE_MAX_BYTES) throw new CardFileTooLargeError();
  return apiRequest<CustomCharacter>('POST', '/api/custom-characters/import/file', {
    fileName: file.name.slice(0, 255),
    contentBase64: await readFileBase64(file),
  });
}

export function useImportCharacterCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importCharacterCardFile,
    onSuccess: () => client.invalidateQueries({ queryKey: CUSTOM_CHARACTERS_QUERY_KEY }),
  });
}
