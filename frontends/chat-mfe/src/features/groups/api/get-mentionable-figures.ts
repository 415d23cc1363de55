import type { PersonaCatalogueResponse } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface MentionableFigure {
  name: string;
  avatar: string;
  specialty: string;
}

export const getPersonaCatalogue = () =>
  apiRequest<PersonaCatalogueResponse>('GET', '/api/personas');

// Same key as the mentor picker's catalogue query: one fetch serves both.
export const getMentionableFiguresQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/personas'],
    queryFn: getPersonaCatalogue,
    select: (catalogue): MentionableFigure[] =>
      catalogue.mentionable.map((name) => {
        const figure = catalogue.figures.find((f) => f.name === name);
        return { name, avatar: figure?.avatar ?? '👤', specialty: figure?.specialty ?? '' };
      }),
  });

/** The 30 figures a group message may mention. */
export const useMentionableFigures = () => useQuery(getMentionableFiguresQueryOptions());
