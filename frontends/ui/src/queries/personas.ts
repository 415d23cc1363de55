import type { PersonaCatalogueResponse } from '@agora/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-request';

export const PERSONAS_QUERY_KEY = ['/api/personas'] as const;

export const getPersonas = () => apiRequest<PersonaCatalogueResponse>('GET', '/api/personas');

export const personasQueryOptions = () =>
  queryOptions({ queryKey: PERSONAS_QUERY_KEY, queryFn: getPersonas });

/** The figure catalogue (figures, chat mentors in picker order, mentionable names, categories). */
export const usePersonas = () => useQuery(personasQueryOptions());
