import type { PostListResponse } from '@agora/contracts';
import { apiRequest, type Settings } from '@agora/ui';
import { aiChoice } from './ai-choice';

export function generatePosts(settings: Settings): Promise<PostListResponse> {
  return apiRequest<PostListResponse>('POST', '/api/generate-posts', {
    count: 15,
    ...aiChoice(settings),
  });
}
