import type { PostListResponse } from '@agora/contracts';
import { apiRequest, type Settings } from '@agora/ui';
import { aiChoice } from './ai-choice';

export function generateCustomPosts(
  topics: string[],
  settings: Settings,
): Promise<PostListResponse> {
  return apiRequest<PostListResponse>('POST', '/api/generate-custom-posts', {
    topics,
    count: 15,
    ...aiChoice(settings),
  });
}
