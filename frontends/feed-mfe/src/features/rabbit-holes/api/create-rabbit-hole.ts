import type { PostRef } from '@agora/contracts';
import { apiRequest, useHost, type Settings } from '@agora/ui';
import { mutationOptions, useMutation } from '@tanstack/react-query';

/** POST /api/rabbit-holes: the stored thread a post opens; answers its id. */
export const createRabbitHole = (original: PostRef & { id: string }, settings: Settings) =>
  apiRequest<{ id: string }>('POST', '/api/rabbit-holes', {
    originalPostId: original.id,
    originalPost: original,
    threadPosts: [],
    language: settings.language,
  });

export const createRabbitHoleMutationOptions = (settings: Settings) =>
  mutationOptions({
    mutationKey: ['/api/rabbit-holes'],
    mutationFn: (original: PostRef & { id: string }) => createRabbitHole(original, settings),
  });

export const useCreateRabbitHole = () =>
  useMutation(createRabbitHoleMutationOptions(useHost().settings));
