import type { AnalyzeQuestionResponse, PostListResponse } from '@agora/contracts';
import { apiRequest, useHost, type Settings } from '@agora/ui';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { aiChoice } from '../../../lib/ai/ai-choice';

/**
 * The question flow (spec 01 §4): POST /api/analyze-question (context and topics), then
 * POST /api/generate-question-posts from them. One call for the learner, so one file.
 */
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

export const askQuestionMutationOptions = (settings: Settings) =>
  mutationOptions({
    mutationKey: ['/api/analyze-question'],
    mutationFn: (question: string) => askQuestion(question, settings),
  });

export const useAskQuestion = () => useMutation(askQuestionMutationOptions(useHost().settings));
