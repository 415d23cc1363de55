import { useTranslation } from 'react-i18next';
import type { GenerationProgress } from '../hooks/use-generation-progress';

/** The generation's progress bar and status text, over the page while the agents work. */
export function ProgressOverlay({ state }: { state: GenerationProgress }) {
  const { t } = useTranslation('feed');
  if (!state.open) return null;
  return (
    <div
      className="agents-overlay"
      role="dialog"
      aria-modal="true"
      aria-labelledby="agents-progress-title"
    >
      <div className="ag-card agents-overlay__panel">
        <h2 id="agents-progress-title" className="ag-card__title">
          {t('agents.progressTitle')}
        </h2>
        <div
          className="agents-progress"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={state.progress}
          aria-label={t('agents.progressTitle')}
        >
          <div className="agents-progress__bar" style={{ width: `${state.progress}%` }} />
        </div>
        <p role="status" aria-live="polite" data-stage={state.stage} data-live={state.live}>
          {t(`agents.stages.${state.stage}`)} {state.progress}%
        </p>
      </div>
    </div>
  );
}
