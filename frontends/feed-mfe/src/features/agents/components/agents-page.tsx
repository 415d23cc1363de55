import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAgentGeneration } from '../hooks/use-agent-generation';
import { type AgentFeedFormValues, DEFAULT_FORM } from '../lib/agent-feed-form-values';
import { AgentFeedForm } from './agent-feed-form';
import { AgentFeedResults } from './agent-feed-results';
import { ProgressOverlay } from './progress-overlay';
import '../agents.css';

/** /agents: launch a panel of AI agents on a topic, watch them work, read and filter their feed. */
export function AgentsPage() {
  const { t } = useTranslation('feed');
  const [params, setParams] = useSearchParams();
  const feedId = params.get('feed');
  const [values, setValues] = useState<AgentFeedFormValues>(DEFAULT_FORM);
  const generation = useAgentGeneration((done) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set('feed', done.feedId);
      return next;
    }),
  );
  const request = (topic: string, existingFeedId?: string) => ({
    topic,
    agentCount: values.agentCount,
    includeResearch: values.includeResearch,
    researchDepth: values.researchDepth,
    postLength: values.postLength,
    ...(existingFeedId ? { existingFeedId } : {}),
  });

  return (
    <section className="ag-stack agents-page">
      <h1>{t('agents.title')}</h1>
      <p className="ag-muted">{t('agents.intro')}</p>
      <AgentFeedForm
        values={values}
        onChange={setValues}
        busy={generation.pending}
        onLaunch={() => generation.launch(request(values.topic))}
      />
      {feedId && (
        <AgentFeedResults
          feedId={feedId}
          busy={generation.pending}
          onGenerateMore={(topic) => generation.launch(request(topic, feedId))}
        />
      )}
      <ProgressOverlay state={generation.progress} />
    </section>
  );
}
