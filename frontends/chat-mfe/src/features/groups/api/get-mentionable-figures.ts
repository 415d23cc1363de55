import { personasQueryOptions } from '@agora/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface MentionableFigure {
  name: string;
  avatar: string;
  specialty: string;
}

// The shared catalogue query (@agora/ui): one fetch serves the mentor picker and the groups.
export const getMentionableFiguresQueryOptions = () =>
  queryOptions({
    ...personasQueryOptions(),
    select: (catalogue): MentionableFigure[] =>
      catalogue.mentionable.map((name) => {
        const figure = catalogue.figures.find((f) => f.name === name);
        return { name, avatar: figure?.avatar ?? '👤', specialty: figure?.specialty ?? '' };
      }),
  });

/** The 30 figures a group message may mention. */
export const useMentionableFigures = () => useQuery(getMentionableFiguresQueryOptions());
