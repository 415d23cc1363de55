import type { PostRef, RabbitHole, ThreadPost } from '@agora/contracts';
import { apiRequest, type Settings } from '@agora/ui';
import { aiChoice } from './ai-choice';

export function createRabbitHole(
  original: PostRef & { id: string },
  settings: Settings,
): Promise<{ id: string }> {
  return apiRequest('POST', '/api/rabbit-holes', {
    originalPostId: original.id,
    originalPost: original,
    threadPosts: [],
    language: settings.language,
  });
}

export function generateRabbitHole(
  original: PostRef,
  rabbitHoleId: string | null,
  settings: Settings,
): Promise<{ posts: ThreadPost[]; notice?: string }> {
  return apiRequest('POST', '/api/generate-rabbit-hole', {
    originalPost: original,
    ...(rabbitHoleId ? { rabbitHoleId } : {}),
    ...aiChoice(settings),
  });
}

export function getRabbitHole(id: string): Promise<RabbitHole> {
  return apiRequest('GET', `/api/rabbit-holes/${encodeURIComponent(id)}`);
}
