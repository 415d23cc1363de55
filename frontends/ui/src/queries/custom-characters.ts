import type { CustomCharacter } from '@agora/contracts';
import { CUSTOM_CHARACTERS_PAGE_MAX } from '@agora/contracts/src/custom-character-limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-request';

/** Invalidate this key after creating, editing or deleting a character: every picker re-reads. */
export const CUSTOM_CHARACTERS_QUERY_KEY = ['/api/custom-characters'] as const;

/** One full page: the user's own mentors come first and fit in it (an account keeps at most a page). */
export const getCustomCharacters = () =>
  apiRequest<CustomCharacter[]>(
    'GET',
    `/api/custom-characters?limit=${CUSTOM_CHARACTERS_PAGE_MAX}`,
  );

export const customCharactersQueryOptions = () =>
  queryOptions({ queryKey: CUSTOM_CHARACTERS_QUERY_KEY, queryFn: getCustomCharacters });

/** The user's characters plus public ones; loaded only for signed-in users (spec 01 §6). */
export const useCustomCharacters = (enabled: boolean) =>
  useQuery({ ...customCharactersQueryOptions(), enabled });
