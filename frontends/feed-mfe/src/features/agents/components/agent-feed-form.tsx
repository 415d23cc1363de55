import { AGENT_COUNT } from '@agora/contracts/src/agent-feed-constants';
import type { PostLength } from '@agora/contracts';
import { Button, Card, Input, Label, Select } from '@agora/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type AgentFeedFormValues, POST_LENGTHS } from '../lib/agent-feed-form-values';
import { ResearchFields } from './research-fields';

/** Topic, agent count, research toggle and depth, post length, and Launch. */
export function AgentFeedForm({
  values,
  onChange,
  onLaunch,
  busy,
}: {
  values: AgentFeedFormValues;
  onChange(values: AgentFeedFormValues): void;
  onLaunch(): void;
  busy: boolean;
}) {
  const { t } = useTranslation('feed');
  const id = useId();
  const set = <K extends keyof AgentFeedFormValues>(key: K, value: AgentFeedFormValues[K]) =>
    onChange({ ...values, [key]: value });

  return (
    <Card>
      <form
        className="ag-stack agents-form"
        onSubmit={(event) => {
          event.preventDefault();
          onLaunch();
        }}
      >
        <Label htmlFor={`${id}-topic`}>{t('agents.topic')}</Label>
        <Input
          id={`${id}-topic`}
          value={values.topic}
          maxLength={200}
          placeholder={t('agents.topicPlaceholder')}
          onChange={(event) => set('topic', event.target.value)}
        />
        <Label htmlFor={`${id}-count`}>{t('agents.agentCount', { n: values.agentCount })}</Label>
        <input
          id={`${id}-count`}
          type="range"
          min={AGENT_COUNT.min}
          max={AGENT_COUNT.max}
          step={1}
          value={values.agentCount}
          onChange={(event) => set('agentCount', Number(event.target.value))}
        />
        <ResearchFields
          formId={id}
          includeResearch={values.includeResearch}
          researchDepth={values.researchDepth}
          onIncludeResearch={(on) => set('includeResearch', on)}
          onResearchDepth={(depth) => set('researchDepth', depth)}
        />
        <Label htmlFor={`${id}-length`}>{t('agents.postLength')}</Label>
        <Select
          id={`${id}-length`}
          value={values.postLength}
          onChange={(event) => set('postLength', event.target.value as PostLength)}
        >
          {POST_LENGTHS.map((length) => (
            <option key={length} value={length}>
              {t(`agents.lengths.${length}`)}
            </option>
          ))}
        </Select>
        <Button type="submit" disabled={busy}>
          {busy ? t('agents.generating') : t('tabs.launchAgents')}
        </Button>
      </form>
    </Card>
  );
}
