import { apiRequest } from '@agora/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getCustomCharactersQueryOptions } from './get-custom-characters';

export const deleteCustomCharacter = (id: string) =>
  apiRequest<{ success: true }>('DELETE', `/api/custom-characters/${encodeURIComponent(id)}`);

export function useDeleteCustomCharacter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomCharacter,
    onSuccess: () =>
      client.invalidateQueries({ queryKey: getCustomCharactersQueryOptions().queryKey }),
  });
}
