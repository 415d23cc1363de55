import type { CustomCharacter, CustomCharacterInput } from '@agora/contracts';
import { apiRequest, CUSTOM_CHARACTERS_QUERY_KEY } from '@agora/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const createCustomCharacter = (input: CustomCharacterInput) =>
  apiRequest<CustomCharacter>('POST', '/api/custom-characters', input);
export const updateCustomCharacter = (id: string, input: CustomCharacterInput) =>
  apiRequest<CustomCharacter>('PUT', `/api/custom-characters/${encodeURIComponent(id)}`, input);

/** Creates (no id) or updates a mentor, then refreshes the list. */
export function useSaveCustomCharacter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CustomCharacterInput }) =>
      id ? updateCustomCharacter(id, input) : createCustomCharacter(input),
    onSuccess: () => client.invalidateQueries({ queryKey: CUSTOM_CHARACTERS_QUERY_KEY }),
  });
}
