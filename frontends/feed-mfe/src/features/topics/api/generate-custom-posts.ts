import type { PostListResponse } from '@agora/contracts';
import { apiRequest, useHost, type Settings } from '@agora/ui';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { aiChoice } from '../../../lib/ai/ai-choice';

/** POST /api/generate-custom-posts: 15 posts about the chosen topics (spec 01 §7). */
export const generateCustomPosts = (topics: string[], settings: Settings) =>
  apiRequest<PostListResponse>('POST', '/api/generate-custom-posts', {
    topics,
    count: 15,
    ...aiChoice(settings),
  });

export const generateCustomPostsMutationOptions = (settings: Settings) =>
  mutationOptions({
    mutationKey: ['/api/generate-custom-posts'],
    mutationFn: (topics: string[]) => generateCustomPosts(topics, settings),
  });

export const useGenerateCustomPosts = () =>
  useMutation(generateCustomPostsMutationOptions(useHost().settings));
