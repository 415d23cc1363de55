import type { AgentFeedGenerated, AgentFeedRequest } from '@agora/contracts';
import { messageOfError, useCreditsErrorToast, useHost } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { useGenerateAgentFeed } from '../api/generate-agent-feed';
import { useGenerationProgress } from './use-generation-progress';

/**
 * Launching a generation: the topic check, the progress overlay, and the spec's toasts ('Agent
 * Feed Generated!', 'Generation Failed', or the credits toast on a 403).
 */
export function useAgentGeneration(onDone: (done: AgentFeedGenerated) => void) {
  const { t } = useTranslation('feed');
  const host = useHost();
  const creditsToast = useCreditsErrorToast();
  const progress = useGenerationProgress();
  const mutation = useGenerateAgentFeed();

  const launch = (request: AgentFeedRequest) => {
    if (!request.topic.trim()) {
      host.toast({
        variant: 'destructive',
        title: t('agents.topicRequired'),
        description: t('agents.topicRequiredText'),
      });
      return;
    }
    const progressId = progress.start();
    mutation.mutate(
      { ...request, topic: request.topic.trim(), progressId },
      {
        onSuccess: (done) => {
          progress.finish();
          host.toast({
            title: t('agents.generated'),
            description: t('agents.generatedText', { n: done.postCount, topic: done.topic }),
          });
          onDone(done);
        },
        onError: (error) => {
          progress.stop();
          if (creditsToast(error)) return;
          host.toast({
            variant: 'destructive',
            title: t('agents.failed'),
            description: messageOfError(error) ?? t('agents.failedText'),
          });
        },
      },
    );
  };

  return { launch, pending: mutation.isPending, progress: progress.state };
}
