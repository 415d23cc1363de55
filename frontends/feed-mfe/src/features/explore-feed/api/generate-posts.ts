import type { PostListResponse } from '@agora/contracts';
import { apiRequest, useHost, type Settings } from '@agora/ui';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { aiChoice } from '../../../lib/ai/ai-choice';

/** POST /api/generate-posts: 15 posts by the figures (spec 01 §7). */
export const generatePosts = (settings: Settings) =>
  apiRequest<PostListResponse>('POST', '/api/generate-posts', {
    count: 15,
    ...aiChoice(settings),
  });

export const generatePostsMutationOptions = (settings: Settings) =>
  mutationOptions({
    mutationKey: ['/api/generate-posts'],
    mutationFn: () => generatePosts(settings),
  });

export const useGeneratePosts = () => useMutation(generatePostsMutationOptions(useHost().settings));
