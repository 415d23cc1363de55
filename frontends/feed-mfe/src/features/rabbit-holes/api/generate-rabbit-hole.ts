import type { PostRef, ThreadPost } from '@agora/contracts';
import { apiRequest, useHost, type Settings } from '@agora/ui';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { aiChoice } from '../../../lib/ai/ai-choice';

export interface DeepDiveInput {
  about: PostRef;
  /** The stored thread to add the posts to; null for a thread that only lives here. */
  rabbitHoleId: string | null;
}

/** POST /api/generate-rabbit-hole: the figures dig deeper into a post. */
export const generateRabbitHole = ({ about, rabbitHoleId }: DeepDiveInput, settings: Settings) =>
  apiRequest<{ posts: ThreadPost[]; notice?: string }>('POST', '/api/generate-rabbit-hole', {
    originalPost: about,
    ...(rabbitHoleId ? { rabbitHoleId } : {}),
    ...aiChoice(settings),
  });

export const generateRabbitHoleMutationOptions = (settings: Settings) =>
  mutationOptions({
    mutationKey: ['/api/generate-rabbit-hole'],
    mutationFn: (input: DeepDiveInput) => generateRabbitHole(input, settings),
  });

export const useGenerateRabbitHole = () =>
  useMutation(generateRabbitHoleMutationOptions(useHost().settings));
