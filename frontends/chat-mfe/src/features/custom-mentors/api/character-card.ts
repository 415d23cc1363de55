import type { CharacterCardV2, CustomCharacter } from '@agora/contracts';
import { apiRequest, CUSTOM_CHARACTERS_QUERY_KEY } from '@agora/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const exportCharacterCard = (id: string) =>
  apiRequest<CharacterCardV2>('GET', `/api/custom-characters/${encodeURIComponent(id)}/card`);
export const importCharacterCard = (card: unknown) =>
  apiRequest<CustomCharacter>('POST', '/api/custom-characters/import', card);

export function useImportCharacterCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importCharacterCard,
    onSuccess: () => client.invalidateQueries({ queryKey: CUSTOM_CHARACTERS_QUERY_KEY }),
  });
}

/** Saves a card as `<name>.card.json` through a temporary link. */
export function downloadCard(card: CharacterCardV2): void {
  const blob = new Blob([JSON.stringify(card, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${card.data.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'character'}.card.json`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
