import type { AnalyzeQuestionResponse, PostListResponse } from '@agora/contracts';
import { apiRequest, type Settings } from '@agora/ui';
import { aiChoice } from './ai-choice';

/** The question flow: analyse the question (context and topics), then generate posts from them. */
export async function askQuestion(question: string, settings: Settings): Promise<PostListResponse> {
  const choice = aiChoice(settings);
  const analysis = await apiRequest<AnalyzeQuestionResponse>('POST', '/api/analyze-question', {
    question,
    ...choice,
  });
  return apiRequest<PostListResponse>('POST', '/api/generate-question-posts', {
    context: analysis.context,
    topics: analysis.topics,
    originalQuestion: question,
    ...choice,
  });
}
