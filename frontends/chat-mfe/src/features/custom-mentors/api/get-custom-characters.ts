import type { CustomCharacter } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getCustomCharacters = () =>
  apiRequest<CustomCharacter[]>('GET', '/api/custom-characters');

export const getCustomCharactersQueryOptions = () =>
  queryOptions({ queryKey: ['/api/custom-characters'], queryFn: getCustomCharacters });

/** Mine plus public ones; loaded only for signed-in users (spec 01 §6). */
export const useCustomCharacters = (enabled: boolean) =>
  useQuery({ ...getCustomCharactersQueryOptions(), enabled });
