import type { CustomCharacter, PersonaCatalogueResponse } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { useQuery } from '@tanstack/react-query';

// Same query keys as the chat overlay and the custom-mentors manager, so they share one cache.
export const usePersonaCatalogue = () =>
  useQuery({
    queryKey: ['/api/personas'],
    queryFn: () => apiRequest<PersonaCatalogueResponse>('GET', '/api/personas'),
  });

export const useMyMentors = (enabled: boolean) =>
  useQuery({
    queryKey: ['/api/custom-characters'],
    queryFn: () => apiRequest<CustomCharacter[]>('GET', '/api/custom-characters'),
    enabled,
  });
