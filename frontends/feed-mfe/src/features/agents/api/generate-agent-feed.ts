import type { AgentFeedGenerated, AgentFeedRequest } from '@agora/contracts';
import { apiRequest, useSettings } from '@agora/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agentFeedQueryKey } from './get-agent-feed';

/** POST /api/agent-feed/generate: answers when the agents are done (the progress comes by socket). */
export function generateAgentFeed(request: AgentFeedRequest): Promise<AgentFeedGenerated> {
  return apiRequest<AgentFeedGenerated>('POST', '/api/agent-feed/generate', request);
}

/** The generate mutation, sending the reader's language and AI choice; refreshes the feed it wrote. */
export function useGenerateAgentFeed() {
  const queryClient = useQueryClient();
  const [settings] = useSettings();
  return useMutation({
    mutationFn: (request: AgentFeedRequest) =>
      generateAgentFeed({
        language: settings.language,
        useAPI: settings.selectedAPI,
        claudeModel: settings.claudeModel,
        ...request,
      }),
    onSuccess: (done) =>
      queryClient.invalidateQueries({ queryKey: agentFeedQueryKey(done.feedId) }),
  });
}
