import type { CharacterCardV2 } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { saveBlob, saveDownload } from '../../../lib/save-download';

const cardPath = (id: string) => `/api/custom-characters/${encodeURIComponent(id)}/card`;

export const exportCharacterCard = (id: string) => apiRequest<CharacterCardV2>('GET', cardPath(id));

/** Saves the mentor as a Character Card V2 JSON file, `<name>.card.json`. */
export async function downloadCardJson(id: string): Promise<void> {
  const card = await exportCharacterCard(id);
  const blob = new Blob([JSON.stringify(card, null, 2)], { type: 'application/json' });
  saveBlob(blob, `${fileNameOf(card.data.name)}.card.json`);
}

/** Saves the mentor as a PNG card (picture with the card inside); the server names the file. */
export function downloadCardPng(id: string, name: string): void {
  saveDownload(`${cardPath(id)}.png`, `${fileNameOf(name)}.card.png`);
}

const fileNameOf = (name: string) =>
  name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'character';
