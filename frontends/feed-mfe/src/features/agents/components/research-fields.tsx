import { RESEARCH_DEPTH } from '@agora/contracts/src/agent-feed-constants';
import { Label, Switch } from '@agora/ui';
import { useTranslation } from 'react-i18next';

/** The research toggle and its depth slider, which only counts while research is on. */
export function ResearchFields({
  formId,
  includeResearch,
  researchDepth,
  onIncludeResearch,
  onResearchDepth,
}: {
  formId: string;
  includeResearch: boolean;
  researchDepth: number;
  onIncludeResearch(on: boolean): void;
  onResearchDepth(depth: number): void;
}) {
  const { t } = useTranslation('feed');
  return (
    <>
      <div className="ag-row agents-form__toggle">
        <Switch
          id={`${formId}-research`}
          checked={includeResearch}
          onCheckedChange={onIncludeResearch}
          aria-labelledby={`${formId}-research-label`}
        />
        <span id={`${formId}-research-label`}>{t('agents.research')}</span>
      </div>
      <Label htmlFor={`${formId}-depth`}>
        {t('agents.researchDepth', { depth: researchDepth })}
      </Label>
      <input
        id={`${formId}-depth`}
        type="range"
        min={RESEARCH_DEPTH.min}
        max={RESEARCH_DEPTH.max}
        step={1}
        value={researchDepth}
        disabled={!includeResearch}
        onChange={(event) => onResearchDepth(Number(event.target.value))}
      />
    </>
  );
}
