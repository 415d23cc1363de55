import type { PersonaCatalogueResponse } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getPersonas = () => apiRequest<PersonaCatalogueResponse>('GET', '/api/personas');

export const getPersonasQueryOptions = () =>
  queryOptions({ queryKey: ['/api/personas'], queryFn: getPersonas });

/** The built-in figures; `mentors` holds the 24 chat mentors' names in picker order. */
export const usePersonas = () => useQuery(getPersonasQueryOptions());
