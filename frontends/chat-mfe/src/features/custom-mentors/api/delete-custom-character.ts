import { apiRequest, CUSTOM_CHARACTERS_QUERY_KEY } from '@agora/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const deleteCustomCharacter = (id: string) =>
  apiRequest<{ success: true }>('DELETE', `/api/custom-characters/${encodeURIComponent(id)}`);

export function useDeleteCustomCharacter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomCharacter,
    onSuccess: () => client.invalidateQueries({ queryKey: CUSTOM_CHARACTERS_QUERY_KEY }),
  });
}
