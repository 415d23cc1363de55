import { AGENT_COUNT, RESEARCH_DEPTH } from '@agora/contracts/src/agent-feed-constants';
import type { PostLength } from '@agora/contracts';
import { Button, Card, Input, Label, Select, Switch } from '@agora/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface AgentFeedFormValues {
  topic: string;
  agentCount: number;
  includeResearch: boolean;
  researchDepth: number;
  postLength: PostLength;
}

export const DEFAULT_FORM: AgentFeedFormValues = {
  topic: '',
  agentCount: AGENT_COUNT.default,
  includeResearch: true,
  researchDepth: RESEARCH_DEPTH.default,
  postLength: 'snackable',
};

const LENGTHS: PostLength[] = ['bite-sized', 'snackable', 'feast-mode'];

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
        <div className="ag-row agents-form__toggle">
          <Switch
            id={`${id}-research`}
            checked={values.includeResearch}
            onCheckedChange={(on) => set('includeResearch', on)}
            aria-labelledby={`${id}-research-label`}
          />
          <span id={`${id}-research-label`}>{t('agents.research')}</span>
        </div>
        <Label htmlFor={`${id}-depth`}>
          {t('agents.researchDepth', { depth: values.researchDepth })}
        </Label>
        <input
          id={`${id}-depth`}
          type="range"
          min={RESEARCH_DEPTH.min}
          max={RESEARCH_DEPTH.max}
          step={1}
          value={values.researchDepth}
          disabled={!values.includeResearch}
          onChange={(event) => set('researchDepth', Number(event.target.value))}
        />
        <Label htmlFor={`${id}-length`}>{t('agents.postLength')}</Label>
        <Select
          id={`${id}-length`}
          value={values.postLength}
          onChange={(event) => set('postLength', event.target.value as PostLength)}
        >
          {LENGTHS.map((length) => (
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
