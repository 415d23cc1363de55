import type { CustomCharacter } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { useQuery } from '@tanstack/react-query';

// Same key as the custom-mentors feature, so its changes refresh this picker too.
export const useCustomCharacterChoices = (enabled: boolean) =>
  useQuery({
    queryKey: ['/api/custom-characters'],
    queryFn: () => apiRequest<CustomCharacter[]>('GET', '/api/custom-characters'),
    enabled,
  });
