import type { AgentFeedGenerated, AgentFeedRequest } from '@agora/contracts';
import { apiRequest, useHost, type Settings } from '@agora/ui';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { agentFeedQueryKey } from './get-agent-feed';

/** POST /api/agent-feed/generate: answers when the agents are done (the progress comes by socket). */
export function generateAgentFeed(request: AgentFeedRequest): Promise<AgentFeedGenerated> {
  return apiRequest<AgentFeedGenerated>('POST', '/api/agent-feed/generate', request);
}

/** Sends the reader's language and AI choice (the host's settings) with the request. */
export const generateAgentFeedMutationOptions = (settings: Settings) =>
  mutationOptions({
    mutationKey: ['/api/agent-feed/generate'],
    mutationFn: (request: AgentFeedRequest) =>
      generateAgentFeed({
        language: settings.language,
        useAPI: settings.selectedAPI,
        claudeModel: settings.claudeModel,
        ...request,
      }),
  });

/** The generate mutation; refreshes the feed it wrote. */
export function useGenerateAgentFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    ...generateAgentFeedMutationOptions(useHost().settings),
    onSuccess: (done) =>
      queryClient.invalidateQueries({ queryKey: agentFeedQueryKey(done.feedId) }),
  });
}
