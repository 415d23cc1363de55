import type { GenerateMoreResult } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { HOME_FEED_KEY } from './get-home-feed';

export interface GenerateMoreInput {
  topics: string[];
  language: string;
  existingAuthors: string[];
}

export const generateMore = (input: GenerateMoreInput) =>
  apiRequest<GenerateMoreResult>('POST', '/api/home-feed/generate-more', input);

export const generateMoreMutationOptions = () =>
  mutationOptions({ mutationKey: ['/api/home-feed/generate-more'], mutationFn: generateMore });

export const useGenerateMore = () => {
  const queryClient = useQueryClient();
  return useMutation({
    ...generateMoreMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOME_FEED_KEY }),
  });
};
